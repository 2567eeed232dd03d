/** `href` without the given query keys; unchanged (not re-encoded) when none of them is there. */
export function withoutQueryKeys(href: string, keys: readonly string[]): string {
  const url = new URL(href);
  const present = keys.filter((key) => url.searchParams.has(key));
  if (present.length === 0) return href;
  for (const key of present) url.searchParams.delete(key);
  return url.href;
}

/** Drops keys from the host page's address in place: no navigation, no new history entry. */
export function removeHostQuery(keys: readonly string[]): void {
  const next = withoutQueryKeys(location.href, keys);
  if (next !== location.href) history.replaceState(history.state, '', next);
}
