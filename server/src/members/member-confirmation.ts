import type { Database } from '../db/open-database';
import { invalidRequest } from '../http/api-error';
import { isBrandAddress } from './app-addresses';
import { availableProgram } from './members';

/**
 * /member-confirmation's redirect_url (document 1 section 2): answered back only when the brand vouches for its
 * origin (isBrandAddress); anything else is refused before the token is spent, so a crafted link cannot send a
 * freshly signed-in member to an attacker's page (open redirect).
 */
export function checkedRedirectUrl(db: Database, brandId: number, appOrigins: readonly string[], redirectUrl: string | undefined): string | null {
  if (redirectUrl === undefined) return null;
  if (!isBrandAddress(db, brandId, appOrigins, redirectUrl)) {
    throw invalidRequest('The address to continue to is not one of this hotel.', { redirect_url: [{ error: 'invalid_return_url' }] });
  }
  return redirectUrl;
}

/** /member-confirmation's program_id: the new member joins that programme when it is the brand's and available. */
export function chooseProgram(db: Database, memberId: number, brandId: number, programId: number | undefined): void {
  if (programId === undefined) return;
  const ofBrand = db.prepare('SELECT 1 FROM membership_programs WHERE id = ? AND brand_id = ?').get(programId, brandId);
  if (ofBrand && availableProgram(db, programId)) db.prepare('UPDATE members SET program_id = ? WHERE id = ?').run(programId, memberId);
}
