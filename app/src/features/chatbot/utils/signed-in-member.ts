/** Who is signed in, as the membership feature knows it: the member's id, or null; and news of each change. */
export type SignedInMember = {
  current: () => number | null;
  subscribe: (onChange: () => void) => () => void;
};

/**
 * Calls `onMember` with the member signed in now, then each time another member (or nobody, null) is: once per
 * change, however often the membership state is written. Returns a function that stops following.
 */
export function followMember(member: SignedInMember, onMember: (memberId: number | null) => void): () => void {
  let known: number | null | undefined;
  const check = () => {
    const memberId = member.current();
    if (memberId === known) return;
    known = memberId;
    onMember(memberId);
  };
  check();
  return member.subscribe(check);
}
