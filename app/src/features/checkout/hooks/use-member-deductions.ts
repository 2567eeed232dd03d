import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import type { MemberCoupon, PointSummary, SavedCard, Voucher } from '#domain/entities/loyalty.ts';
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
  const points = useQuery({ ...memberPointsQueryOptions(hotelId, token, locale), enabled: member?.pointsKept === true });
  const coupons = useQuery({ ...memberCouponsQueryOptions(hotelId, token), enabled: member !== null });
  const vouchers = useQuery({ ...memberVouchersQueryOptions(hotelId, token, locale), enabled: member !== null && voucherMode });
  const savedCards = useQuery({ ...savedCardsQueryOptions(hotelId, token), enabled: member !== null });
  return { points, coupons, vouchers, savedCards };
}

export type MemberDeductions = {
  points: UseQueryResult<PointSummary>;
  coupons: UseQueryResult<MemberCoupon[]>;
  vouchers: UseQueryResult<Voucher[]>;
  savedCards: UseQueryResult<SavedCard[]>;
};
