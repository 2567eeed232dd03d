// Cookies with the spec's lifetimes (document 2 section 9.1). Like storage, a cookie that cannot be written is
// not remembered and one that cannot be read is absent (a sandboxed iframe throws on document.cookie).

export function writeCookie(name: string, value: string, lifetimeMs: number, doc: Document = document): void {
  try {
    const maxAge = Math.max(0, Math.round(lifetimeMs / 1000));
    // SameSite=None would let a hotel page's iframe keep it, but only over https; Lax is what every page gets.
    const secure = doc.location?.protocol === 'https:' ? '; Secure' : '';
    doc.cookie = `${encodeURIComponent(name)}=${encodeURIComponent(value)}; Max-Age=${maxAge}; Path=/; SameSite=Lax${secure}`;
  } catch {
    // Not remembered.
  }
}

export function readCookie(name: string, doc: Document = document): string | null {
  try {
    const wanted = `${encodeURIComponent(name)}=`;
    const entry = doc.cookie.split('; ').find((part) => part.startsWith(wanted));
    return entry === undefined ? null : decodeURIComponent(entry.slice(wanted.length));
  } catch {
    return null;
  }
}

export function removeCookie(name: string, doc: Document = document): void {
  writeCookie(name, '', 0, doc);
}
