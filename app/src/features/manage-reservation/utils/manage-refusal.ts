import { ApiError } from '#app/api/api-error.ts';
import { CANCELLATION_FEE_CHANGED_TITLE, PAYMENT_TYPE_NOT_UPDATABLE_TITLE } from '#domain/contracts/reservation-management.ts';
import { PRICE_CHANGED_TITLE } from '#domain/constants/error-codes.ts';
import { ACCESS_REFUSALS } from '#domain/rules/reservation-access.ts';
import { MANAGE_BLOCK_REASONS } from '#domain/rules/reservation-management.ts';

/**
 * The refusals of the management calls the app explains in its own words (the manage catalog's refusals): why
 * the reservation cannot be changed or cancelled online (document 1 sections 4 and 6) and what moved meanwhile.
 */
export const MANAGE_REFUSALS = [
  ...MANAGE_BLOCK_REASONS,
  ...ACCESS_REFUSALS,
  CANCELLATION_FEE_CHANGED_TITLE,
  PAYMENT_TYPE_NOT_UPDATABLE_TITLE,
  PRICE_CHANGED_TITLE,
] as const;
export type ManageRefusal = (typeof MANAGE_REFUSALS)[number];

export function manageRefusalOf(error: unknown): ManageRefusal | undefined {
  if (!(error instanceof ApiError)) return undefined;
  return MANAGE_REFUSALS.find((title) => title === error.title);
}
