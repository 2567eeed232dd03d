import type { UploadContentType } from '#domain/constants/limits.ts';

// Each allowed kind (domain UPLOAD_CONTENT_TYPES) is recognised by its leading bytes, never by the type the browser
// declared or the file's name, so an HTML page or SVG renamed to "photo.png" is refused.
export type UploadType = UploadContentType;

/** How many leading bytes the checks below need. */
export const SNIFF_BYTES = 16;

const ascii = (bytes: Uint8Array, from: number, text: string) => [...text].every((char, i) => bytes[from + i] === char.charCodeAt(0));
const startsWith = (bytes: Uint8Array, signature: readonly number[]) => signature.every((byte, i) => bytes[i] === byte);

/** ISO base media brands of HEIC/HEIF stills (the "ftyp" box at offset 4). */
const HEIF_BRANDS = ['heic', 'heix', 'heim', 'heis', 'mif1', 'msf1'];

/** The allow-listed type the content starts as, or null when it is none of them. */
export function sniffUploadType(head: Uint8Array): UploadType | null {
  if (startsWith(head, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(head, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (ascii(head, 0, 'GIF87a') || ascii(head, 0, 'GIF89a')) return 'image/gif';
  if (ascii(head, 0, 'RIFF') && ascii(head, 8, 'WEBP')) return 'image/webp';
  if (ascii(head, 4, 'ftyp') && HEIF_BRANDS.some((brand) => ascii(head, 8, brand))) return 'image/heic';
  if (ascii(head, 0, '%PDF-')) return 'application/pdf';
  return null;
}
