import { useTranslation } from 'react-i18next';
import type { BookingPrice } from '#domain/entities/booking-price.ts';
import { LoadingStatus } from '#app/components/ui/loading-status.tsx';
import type { BookingSelection } from '#app/shared/stay/booking-selection.ts';
import type { MemberDeductions } from '../hooks/use-member-deductions';
import { spendRules } from '../utils/member-loyalty';
import { MemberCouponList } from './member-coupon-list';
import { PointsField } from './points-field';
import { VoucherChoice } from './voucher-choice';

type MemberDeductionsSectionProps = {
  /** The member's points, coupons and vouchers, as the page asked them. */
  loyalty: MemberDeductions;
  /** Whether the hotel takes coupons at all. */
  couponsOffered: boolean;
  selection: BookingSelection;
  /** Each room's plan code (hotel_plan_code), which coupons target. */
  bookedPlanCodes: readonly string[];
  voucherMode: boolean;
  today: string;
  price: BookingPrice;
  couponCode: string | undefined;
  applyCoupon: (code: string) => Promise<void>;
  removeCoupon: () => void;
  spendPoints: number;
  applyPoints: (points: number) => Promise<void>;
  voucherCode: string | undefined;
  applyVoucher: (number: string | undefined) => Promise<void>;
};

/**
 * What a signed-in member may take off the booking (ADR 224): a voucher in voucher mode, their coupons, and points
 * when their programme keeps them. A call that fails only hides its part: the guest can still book without it.
 */
export function MemberDeductionsSection(props: MemberDeductionsSectionProps) {
  const { loyalty, selection, bookedPlanCodes, voucherMode, today, price } = props;
  const { t } = useTranslation('booking');
  const { points, coupons, vouchers } = loyalty;
  const summary = points.data;
  const withPoints = summary !== undefined && summary.program_enabled;
  return (
    <>
      {voucherMode && vouchers.isPending && <LoadingStatus label={t('loyalty.loading')} />}
      {voucherMode && vouchers.data && (
        <VoucherChoice
          vouchers={vouchers.data}
          stay={{ checkin: selection.checkin, checkout: selection.checkout }}
          today={today}
          applied={props.voucherCode}
          discount={price.voucher_coupon_discount_amount ?? 0}
          onApply={props.applyVoucher}
        />
      )}
      {props.couponsOffered && coupons.data && coupons.data.length > 0 && (
        <MemberCouponList
          coupons={coupons.data}
          bookedPlanCodes={bookedPlanCodes}
          applied={props.couponCode}
          onApply={props.applyCoupon}
          onRemove={props.removeCoupon}
        />
      )}
      {withPoints && (
        <PointsField
          pointName={summary.point_name}
          balance={summary.balance}
          rules={spendRules(summary)}
          price={price.total_price_before_point_discount ?? price.total_price}
          serverMaximum={price.max_spending_point_value}
          applied={props.spendPoints}
          onApply={props.applyPoints}
        />
      )}
    </>
  );
}
