import { SOLD_OUT_TITLE } from '#domain/constants/error-codes.ts';
import { ApiError, type ErrorDetail } from '../http/api-error';

/** Spec document 2 section 8.2: the room became unavailable while the guest was booking. */
const ROOM_UNAVAILABLE = 1105;

/**
 * Not enough rooms left: the one answer for it, from the price call and the booking alike (409 `sold_out`, code
 * 1105), so the app shows one sold-out message whichever call found it. `field` names the selection when known.
 */
export function soldOutError(field?: string): ApiError {
  const fields: Record<string, ErrorDetail[]> = field === undefined ? {} : { [field]: [{ error: 'sold_out', code: ROOM_UNAVAILABLE }] };
  return new ApiError(409, SOLD_OUT_TITLE, 'This room became unavailable while you were booking. Please choose another room or other dates.', {
    codes: [ROOM_UNAVAILABLE],
    baseCode: ROOM_UNAVAILABLE,
    fields,
  });
}
