import { useMemo } from 'react';
import { visitorTargetingLabels } from '#domain/rules/targeting-labels.ts';
import { useAuthStore } from '#app/features/auth/stores/auth-store.ts';

/**
 * The targeting labels of whoever is signed in (document 1 section 3), for the booking screens: read here, where
 * the route composes the features, since features never import each other. Members carry no rank here (the
 * identity answer has none), so membership_rank_{id} never matches.
 */
export function useVisitorLabels(): string[] {
  const user = useAuthStore((state) => state.user);
  const organization = useAuthStore((state) => state.organization);
  return useMemo(
    () =>
      visitorTargetingLabels(
        user || organization ? { programId: user?.program_id ?? null, rankId: null, organizationId: organization?.id ?? null } : null,
      ),
    [user, organization],
  );
}
