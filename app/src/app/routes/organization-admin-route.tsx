import { useAuthStore } from '#app/features/auth/stores/auth-store.ts';
import { OrganizationAdminPage } from '#app/features/organization-admin/components/organization-admin-page.tsx';

/** The admin page is given the signed-in organisation account; the auth feature owns who is signed in. */
export function Component() {
  const organization = useAuthStore((state) => state.organization);
  return <OrganizationAdminPage organization={organization} />;
}
