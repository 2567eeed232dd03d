import { isProtectedQueryKey, obfuscate } from './protected-query';

// The address fixes of document 1 section 2 ("Route behaviour"), as pure functions from one address to the one
// the app should be at. main.tsx applies them with history.replaceState before the router reads the address.

type Address = { pathname: string; search: string; hash: string };

const EMAIL = /[^\s@/?&#=]+@[^\s@/?&#=]+\.[^\s@/?&#=]+/;
const CONFIRMATION_PATH = /^\/reservation\/confirmation\//;
const PAYMENT_NUMBER_KEYS = ['payment_no', 'paymentNo'];

/** "A double slash before a query string is corrected" (any run of slashes in the path is one). */
export function collapseSlashes(address: Address): Address {
  return { ...address, pathname: address.pathname.replace(/\/{2,}/g, '/') };
}

/** "Old hash-style URLs (#/path) become clean paths, keeping the query": both the outer and the hash's own. */
export function unhashRoute(address: Address): Address {
  if (!address.hash.startsWith('#/')) return address;
  const inner = new URL(address.hash.slice(1), 'https://app.invalid');
  const query = new URLSearchParams(address.search);
  for (const [key, value] of inner.searchParams) query.set(key, value);
  const search = query.toString();
  return { pathname: inner.pathname, search: search ? `?${search}` : '', hash: '' };
}

/** "A payment-number query parameter is rewritten to /payments/{paymentNo}." */
export function paymentNumberRoute(address: Address): Address {
  const query = new URLSearchParams(address.search);
  const key = PAYMENT_NUMBER_KEYS.find((candidate) => query.get(candidate));
  if (!key) return address;
  const paymentNumber = query.get(key) ?? '';
  for (const candidate of PAYMENT_NUMBER_KEYS) query.delete(candidate);
  const search = query.toString();
  return { pathname: `/payments/${encodeURIComponent(paymentNumber)}`, search: search ? `?${search}` : '', hash: address.hash };
}

/**
 * "A URL containing an email is redirected to a sanitised URL, except on the reservation confirmation page"
 * (where the email is the guest's proof of the booking). Parameters whose value holds an email are dropped.
 */
export function stripEmails(address: Address): Address {
  if (CONFIRMATION_PATH.test(address.pathname)) return address;
  const query = new URLSearchParams(address.search);
  const kept = new URLSearchParams();
  for (const [key, value] of query) if (!EMAIL.test(value)) kept.append(key, value);
  const search = kept.toString();
  return { ...address, search: search ? `?${search}` : '' };
}

/** The address the app should be at; equal to the input when nothing needs fixing. */
export function rewriteAddress(address: Address): Address {
  return stripEmails(paymentNumberRoute(unhashRoute(collapseSlashes(address))));
}

export function addressText(address: Address): string {
  return `${address.pathname}${address.search}${address.hash}`;
}

/** A query string for an address the app writes: empty values dropped, protected keys obfuscated. */
export function buildQuery(query: Record<string, string | undefined>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    // "The search path drops ... empty values."
    if (value) search.set(key, isProtectedQueryKey(key) ? obfuscate(value) : value);
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}
