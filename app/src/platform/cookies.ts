// Cookies with the spec's lifetimes (document 2 section 9.1). Like storage, a cookie that cannot be written is
// not remembered and one that cannot be read is absent (a sandboxed iframe throws on document.cookie).

export function writeCookie(name: string, value: string, lifetimeMs: number, doc: Document = document): void {
  try {
    const maxAge = Math.max(0, Math.round(lifetimeMs / 1000));
    // A Lax cookie is refused inside a hotel page's iframe (another site). In a secure context the cookie is
    // SameSite=None and partitioned instead (CHIPS, as the API's session cookie, ADR 200): the frame keeps it under
    // that hotel page's site only, and a top-level page keeps it as before. Outside one, Secure cannot be set.
    const attributes = doc.defaultView?.isSecureContext === true ? 'SameSite=None; Secure; Partitioned' : 'SameSite=Lax';
    doc.cookie = `${encodeURIComponent(name)}=${encodeURIComponent(value)}; Max-Age=${maxAge}; Path=/; ${attributes}`;
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
