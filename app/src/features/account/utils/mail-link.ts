/**
 * The address a mailed link opens: a page of this app with the hotel code and the language (the link is often
 * opened in a new browser tab, outside the hotel's page); the server adds the link's token and checks the origin.
 */
export function mailLinkUrl(origin: string, path: string, query: { hotel_code: string; locale: string }): string {
  const url = new URL(path, origin);
  url.searchParams.set('hotel_code', query.hotel_code);
  url.searchParams.set('locale', query.locale);
  return url.toString();
}

/**
 * A return address the server answered after a confirmation: only an http(s) address is followed. The server has
 * already refused any origin that is not the app's or one the brand's hotels allow; this is the second lock.
 */
export function followableUrl(candidate: string | null): string | null {
  if (!candidate) return null;
  try {
    const url = new URL(candidate);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.toString() : null;
  } catch {
    return null;
  }
}
