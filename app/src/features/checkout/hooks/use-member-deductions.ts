import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import type { MemberCoupon, PointSummary, SavedCard, Voucher } from '#domain/entities/loyalty.ts';
import { useSessionStore } from '#app/platform/stores/session-store.ts';
import { useHotelSettings } from '#app/shared/hotel/hotel-settings.tsx';
import { useLocale } from '#app/i18n/use-locale.ts';
import { memberCouponsQueryOptions, memberPointsQueryOptions, memberVouchersQueryOptions, savedCardsQueryOptions } from '../api/get-member-loyalty';

/** The member booking (ADR 224): their token, and whether their programme keeps points. */
export type BookingMember = { userToken: string; pointsKept: boolean };

/**
 * A signed-in member's points, coupons, vouchers and saved cards for guest detail. Nothing is asked for anybody else (the calls
 * need the member's token), points only when the programme keeps them, vouchers only in voucher mode.
 */
export function useMemberDeductions(member: BookingMember | null, voucherMode: boolean): MemberDeductions {
  const { hotel_id: hotelId } = useHotelSettings();
  const { locale } = useLocale();
  const token = member?.userToken ?? '';
  // Asked as each call is about to start, not as of the last render: a sign-out from the host reads everything again
  // at once, before this page re-renders, and the member's calls must not go out then without their token (a 401
  // would send the guest to sign in instead of back to search).
  const held = (wanted: boolean) => () => wanted && useSessionStore.getState().userToken === token;
  const points = useQuery({ ...memberPointsQueryOptions(hotelId, token, locale), enabled: held(member?.pointsKept === true) });
  const coupons = useQuery({ ...memberCouponsQueryOptions(hotelId, token), enabled: held(member !== null) });
  const vouchers = useQuery({ ...memberVouchersQueryOptions(hotelId, token, locale), enabled: held(member !== null && voucherMode) });
  const savedCards = useQuery({ ...savedCardsQueryOptions(hotelId, token), enabled: held(member !== null) });
  return { points, coupons, vouchers, savedCards };
}

export type MemberDeductions = {
  points: UseQueryResult<PointSummary>;
  coupons: UseQueryResult<MemberCoupon[]>;
  vouchers: UseQueryResult<Voucher[]>;
  savedCards: UseQueryResult<SavedCard[]>;
};
