/** Document 1 section 6: an organisation admin is an account whose role text contains "admin" (any case). */
export function isOrganizationAdminRole(role: string): boolean {
  return /admin/i.test(role);
}
