import { providerAssetAddress } from '#domain/rules/provider-asset.ts';

// The static server writes the API address into index.html at serve time, so one build runs against any API
// (docs/decisions/002-runtime-api-address.md). A build-time variable and the page's own origin are fallbacks.
export function apiBaseUrl(): string {
  const fromMeta = document.querySelector('meta[name="api-base-url"]')?.getAttribute('content')?.trim();
  const fromEnv: string | undefined = import.meta.env.VITE_API_BASE_URL;
  const base = fromMeta || fromEnv || window.location.origin;
  return base.replace(/\/+$/, '');
}

/** A provider asset path (`/photos/…`) as an address the browser can load; full addresses pass through. */
export function providerAssetUrl(path: string): string {
  return providerAssetAddress(path, apiBaseUrl());
}
