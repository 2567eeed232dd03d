/**
 * A provider asset path (`/photos/…`, `/brand-assets/…`) as an address a browser can load from the API at `apiBase`;
 * a full http(s) address passes through. The app (`providerAssetUrl`) and the document maker share it.
 */
export function providerAssetAddress(path: string, apiBase: string): string {
  return /^https?:\/\//i.test(path) ? path : `${apiBase}/${path.replace(/^\/+/, '')}`;
}
