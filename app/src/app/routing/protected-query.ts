// "Some protected query keys are obfuscated on the way in and out (inverted base64)" (document 1 section 2):
// tokens that arrive by email links are not left readable in the address bar, history or a shared screenshot.
// The value is base64url-encoded and the result reversed; builders write it so and readers undo it.
export const PROTECTED_QUERY_KEYS = ['lottery_access_token', 'reset_password_token', 'confirmation_token'] as const;

function toBase64Url(text: string): string {
  const bytes = new TextEncoder().encode(text);
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function fromBase64Url(encoded: string): string | null {
  try {
    const binary = atob(encoded.replace(/-/g, '+').replace(/_/g, '/'));
    const bytes = Uint8Array.from(binary, (char) => char.charCodeAt(0));
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return null;
  }
}

export function obfuscate(value: string): string {
  return [...toBase64Url(value)].reverse().join('');
}

/** The plain value, or null when the text is not an obfuscated value (a hand-edited or truncated link). */
export function deobfuscate(value: string): string | null {
  return fromBase64Url([...value].reverse().join(''));
}

export function isProtectedQueryKey(key: string): boolean {
  return (PROTECTED_QUERY_KEYS as readonly string[]).includes(key);
}

/** A query parameter as the app uses it: protected keys come back in plain text, others as they are. */
export function readQueryParam(query: URLSearchParams, key: string): string | null {
  const value = query.get(key);
  if (value === null || !isProtectedQueryKey(key)) return value;
  return deobfuscate(value);
}
