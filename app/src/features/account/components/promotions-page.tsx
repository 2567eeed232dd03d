import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { MemberCoupon, Voucher } from '#domain/entities/loyalty.ts';
import { formatMoney } from '#domain/rules/money.ts';
import { Alert, Notice } from '#app/components/ui/alert.tsx';
import { Badge } from '#app/components/ui/badge.tsx';
import { Skeleton } from '#app/components/ui/skeleton.tsx';
import { useErrorText } from '#app/api/use-error-text.ts';
import { formatDate } from '#app/i18n/format.ts';
import { useLocale } from '#app/i18n/use-locale.ts';
import { useSessionStore } from '#app/platform/stores/session-store.ts';
import { useHotelSettings } from '#app/shared/hotel/hotel-settings.tsx';
import { couponsQueryOptions } from '../api/loyalty';
import { vouchersQueryOptions } from '../api/vouchers-query';
import { AccountFrame } from './account-frame';
import { MyAccountNav, type MyAccountPaths } from './my-account-nav';
import styles from './account.module.css';

/** /my-account/promotions: the member's coupons and the voucher list with each voucher's state. */
export function PromotionsPage({ paths }: { paths: MyAccountPaths }) {
  const { t } = useTranslation('account');
  const { locale } = useLocale();
  const settings = useHotelSettings();
  const userToken = useSessionStore((store) => store.userToken);
  const coupons = useQuery(couponsQueryOptions(settings.hotel_id, userToken));
  const vouchers = useQuery(vouchersQueryOptions(settings.hotel_id, userToken, locale));
  const errorText = useErrorText();

  return (
    <AccountFrame title={t('nav.title')} nav={<MyAccountNav current="promotions" paths={paths} />}>
      <h2 className={styles.subheading}>{t('nav.promotions')}</h2>
      <section className={styles.section} aria-labelledby="promotions-coupons">
        <h3 id="promotions-coupons">{t('promotions.coupons')}</h3>
        {coupons.isPending && <Skeleton lines={3} />}
        {coupons.isError && <Alert>{errorText(coupons.error)}</Alert>}
        {coupons.data &&
          (coupons.data.length === 0 ? (
            <Notice>{t('promotions.noCoupons')}</Notice>
          ) : (
            <ul className={styles.list}>
              {coupons.data.map((coupon) => (
                <CouponRow key={coupon.code} coupon={coupon} />
              ))}
            </ul>
          ))}
      </section>
      <section className={styles.section} aria-labelledby="promotions-vouchers">
        <h3 id="promotions-vouchers">{t('promotions.vouchers')}</h3>
        {vouchers.isPending && <Skeleton lines={3} />}
        {vouchers.isError && <Alert>{errorText(vouchers.error)}</Alert>}
        {vouchers.data &&
          (vouchers.data.length === 0 ? (
            <Notice>{t('promotions.noVouchers')}</Notice>
          ) : (
            <ul className={styles.list}>
              {vouchers.data.map((voucher) => (
                <VoucherRow key={voucher.number} voucher={voucher} />
              ))}
            </ul>
          ))}
      </section>
    </AccountFrame>
  );
}

function CouponRow({ coupon }: { coupon: MemberCoupon }) {
  const { t } = useTranslation('account');
  const { tag } = useLocale();
  const limit = (value: number | null) => (value === null ? t('promotions.noLimit') : String(value));
  return (
    <li className={styles.row}>
      <h4 className={styles.rowTitle}>
        <bdi dir="ltr">{coupon.code}</bdi> · {t('promotions.percentOff', { percent: coupon.percent })}{' '}
        {coupon.expired && <Badge>{t('promotions.expired')}</Badge>}
      </h4>
      <dl className={styles.readOnly}>
        <dt>{t('promotions.validUntil')}</dt>
        <dd>{formatDate(coupon.valid_until, tag)}</dd>
        <dt>{t('promotions.targetPlans')}</dt>
        <dd>{coupon.target_plans.length === 0 ? t('promotions.allPlans') : <bdi dir="ltr">{coupon.target_plans.join(', ')}</bdi>}</dd>
        <dt>{t('promotions.maxStays')}</dt>
        <dd>{limit(coupon.max_stays)}</dd>
        <dt>{t('promotions.usageLimit')}</dt>
        <dd>{limit(coupon.usage_limit)}</dd>
        <dt>{t('promotions.maxNights')}</dt>
        <dd>{coupon.max_discounted_nights === null ? t('promotions.everyNight') : String(coupon.max_discounted_nights)}</dd>
        <dt>{t('promotions.remaining')}</dt>
        <dd>{limit(coupon.remaining_uses)}</dd>
      </dl>
    </li>
  );
}

function VoucherRow({ voucher }: { voucher: Voucher }) {
  const { t } = useTranslation('account');
  const { tag } = useLocale();
  const settings = useHotelSettings();
  const period = (range: { from: string; to: string }) => `${formatDate(range.from, tag)} – ${formatDate(range.to, tag)}`;
  return (
    <li className={styles.row}>
      <h4 className={styles.rowTitle}>
        <bdi>{voucher.name}</bdi> <Badge>{t(`promotions.voucherStatus.${voucher.ui_status}`)}</Badge>
      </h4>
      <dl className={styles.readOnly}>
        <dt>{t('promotions.voucherNumber')}</dt>
        <dd>
          <bdi dir="ltr">{voucher.number}</bdi>
        </dd>
        <dt>{t('promotions.amount')}</dt>
        <dd>{formatMoney(voucher.amount, settings.currency, tag)}</dd>
        <dt>{t('promotions.status')}</dt>
        <dd>{t(`promotions.voucherState.${voucher.status}`)}</dd>
        <dt>{t('promotions.stayingPeriod')}</dt>
        <dd>{voucher.staying_period ? period(voucher.staying_period) : t('promotions.noDatesYet')}</dd>
        {voucher.excluded_periods.length > 0 && (
          <>
            <dt>{t('promotions.excluded')}</dt>
            <dd>{voucher.excluded_periods.map(period).join(', ')}</dd>
          </>
        )}
        <dt>{t('promotions.validThrough')}</dt>
        <dd>{formatDate(voucher.valid_through, tag)}</dd>
        {voucher.reservation_number && (
          <>
            <dt>{t('promotions.usedFor')}</dt>
            <dd>
              <bdi dir="ltr">{voucher.reservation_number}</bdi>
            </dd>
          </>
        )}
      </dl>
    </li>
  );
}
