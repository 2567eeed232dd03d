import { addDays } from '../../../../../domain/rules/nights';
import type { IsoDate } from '../../../../../domain/entities/common';
import { SEARCH_DEFAULTS } from '../../../../../domain/entities/search-criteria';
import type { Stay } from '../../../lib/stay-query';

/**
 * The search the results show: what the address asks for where it is valid, otherwise the defaults of
 * document 2 section 9.2 (2 adults, check-in tomorrow in the hotel's time zone, one night).
 * A check-out only counts with the check-in it follows: alone it would stretch the default stay.
 */
export function resolveSearch(requested: Partial<Stay>, hotelToday: IsoDate): Stay {
  const checkinValid = requested.checkin !== undefined && requested.checkin >= hotelToday;
  const checkin = checkinValid && requested.checkin ? requested.checkin : addDays(hotelToday, 1);
  const checkout =
    checkinValid && requested.checkout !== undefined && requested.checkout > checkin
      ? requested.checkout
      : addDays(checkin, 1);
  return { checkin, checkout, adults: requested.adults ?? SEARCH_DEFAULTS.adults };
}
