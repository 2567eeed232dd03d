/**
 * Who may change or cancel a reservation (document 1 section 6): member reservations need that member signed in,
 * corporate ones that organisation, guest ones a signed-out guest; always through the reserved facility's page.
 */
export const RESERVATION_OWNER_KINDS = ['guest', 'member', 'organization'] as const;

export type ReservationOwner =
  | { kind: 'guest' }
  | { kind: 'member'; member_id: number }
  | { kind: 'organization'; organization_id: number };

/** Who is asking: nobody signed in, or a member (possibly of an organisation). */
export type Requester = { signed_in: false } | { signed_in: true; member_id: number | null; organization_id: number | null };

/** Stable refusal titles the app localizes. */
export const ACCESS_REFUSALS = [
  'sign_out_required',
  'member_sign_in_required',
  'wrong_member',
  'organization_sign_in_required',
  'wrong_organization',
  'wrong_facility',
] as const;
export type AccessRefusal = (typeof ACCESS_REFUSALS)[number];

export function accessRefusal(
  owner: ReservationOwner,
  requester: Requester,
  facility: { reserved_hotel_id: number; page_hotel_id: number },
): AccessRefusal | undefined {
  if (facility.reserved_hotel_id !== facility.page_hotel_id) return 'wrong_facility';
  switch (owner.kind) {
    case 'guest':
      return requester.signed_in ? 'sign_out_required' : undefined;
    case 'member':
      if (!requester.signed_in) return 'member_sign_in_required';
      return requester.member_id === owner.member_id ? undefined : 'wrong_member';
    case 'organization':
      if (!requester.signed_in || requester.organization_id === null) return 'organization_sign_in_required';
      return requester.organization_id === owner.organization_id ? undefined : 'wrong_organization';
  }
}
