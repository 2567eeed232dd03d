/** Ids a field's control points to with aria-describedby: its hint first, then its error. */
export function describedBy(...ids: (string | undefined)[]): string | undefined {
  const present = ids.filter(Boolean);
  return present.length > 0 ? present.join(' ') : undefined;
}
