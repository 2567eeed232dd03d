import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { maxGuestsPerRoom } from '#domain/rules/kids.ts';
import { addDays, todayIn } from '#domain/rules/nights.ts';
import type { Recommendation } from '#domain/entities/recommendation.ts';
import { Alert, Notice } from '#app/components/ui/alert.tsx';
import { Button } from '#app/components/ui/button.tsx';
import { DocumentTitle } from '#app/components/ui/document-title.tsx';
import { LoadingStatus } from '#app/components/ui/loading-status.tsx';
import { PageHeading } from '#app/components/ui/page-heading.tsx';
import { Photo } from '#app/components/ui/photo.tsx';
import { SelectField } from '#app/components/ui/select-field.tsx';
import { DateField, type DateFieldEvent } from '#app/components/ui/date-field.tsx';
import { bookLanguageFor } from '#app/i18n/book-language.ts';
import { formatNumber } from '#app/i18n/format.ts';
import { useHotelSettings } from '#app/shared/hotel/hotel-settings.tsx';
import { useErrorText } from '#app/api/use-error-text.ts';
import { useLocale } from '#app/i18n/use-locale.ts';
import { useMcpCurrencyParam, useShownAmount } from '#app/shared/hotel/use-shown-amount.ts';
import { formatMoney } from '#domain/rules/money.ts';
import { useShellStore } from '#app/platform/stores/shell-store.ts';
import { recommendationsQueryOptions, recommenderSettingsQueryOptions, type RecommendationAsk } from '../api/get-recommendations';
import { recommendationAskSchema } from '../utils/recommender-form';
import { previewEndsAt, previewRemainingMs, previewStart, recommenderAccess } from '../utils/recommender-preview';
import offerList from '#app/components/layout/offer-list.module.css';
import styles from './recommender-page.module.css';

type RecommenderPageProps = {
  /** The results for one recommendation: its split of the party into rooms, its room type and plan. */
  resultsHref: (ask: RecommendationAsk, recommendation: Recommendation) => string;
  /**
   * page: /booking/recommender inside the shell. widget: the headless /recommender-widget a hotel embeds on its
   * own pages, whose results open in a new tab (the widget's frame is too small to book in).
   */
  variant?: 'page' | 'widget';
};

/**
 * The whole party and dates in, the hotel's proposed room splits out, cheapest first. A recommender the hotel has
 * not switched on shows only in preview mode, for five minutes (utils/recommender-preview).
 */
export function RecommenderPage({ resultsHref, variant = 'page' }: RecommenderPageProps) {
  const { t } = useTranslation('search', { keyPrefix: 'recommender' });
  const { t: tc } = useTranslation('common');
  const { t: ts } = useTranslation('search');
  const { tag, locale } = useLocale();
  const settings = useHotelSettings();
  const errorText = useErrorText();
  const formId = useId();
  const language = bookLanguageFor(locale, settings.book_languages);
  const today = todayIn(settings.time_zone);
  const widget = useQuery(recommenderSettingsQueryOptions(settings.hotel_code, language));
  const nights = widget.data?.default_nights ?? 1;
  const resolver = useMemo(() => zodResolver(recommendationAskSchema(today)), [today]);
  // Checked when asked; the message stays until the next ask.
  const form = useForm<RecommendationAsk>({
    resolver,
    defaultValues: { checkin: addDays(today, 1), checkout: addDays(today, 1 + nights), adults: 2, children: 0 },
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
  });
  const draft = form.watch();
  const checkinError = form.formState.errors.checkin?.message;
  const [ask, setAsk] = useState<RecommendationAsk | null>(null);
  const mcpCurrency = useMcpCurrencyParam();
  const recommendations = useQuery({
    ...recommendationsQueryOptions(settings.hotel_id, ask ?? draft, widget.data?.max_recommendations ?? 3, language, mcpCurrency),
    enabled: ask !== null,
  });
  const preview = useShellStore((state) => state.preview);
  const [previewStartedAt, setPreviewStartedAt] = useState<number | null>(null);
  const [now, setNow] = useState(() => Date.now());
  const inactive = widget.data?.is_active === false;
  useEffect(() => {
    if (inactive && preview) setPreviewStartedAt(previewStart(settings.hotel_code, Date.now()));
  }, [inactive, preview, settings.hotel_code]);
  // The preview ends on screen when its five minutes are up, not only on the next render.
  useEffect(() => {
    if (previewStartedAt === null) return;
    const timer = window.setTimeout(() => setNow(Date.now()), previewRemainingMs(previewStartedAt, Date.now()) + 50);
    return () => window.clearTimeout(timer);
  }, [previewStartedAt]);
  const access = widget.data
    ? recommenderAccess({ isActive: widget.data.is_active, preview, previewStartedAt, now })
    : 'open';
  const usable = access === 'open' || access === 'preview';
  const partyMax = maxGuestsPerRoom(settings.max_guests_per_room) * (widget.data?.multi_rooms_search_limit ?? 1);
  const counts = (from: number) =>
    Array.from({ length: partyMax - from + 1 }, (_, i) => ({ value: String(from + i), label: formatNumber(from + i, tag) }));

  const submit = form.handleSubmit(setAsk);

  const shown = useShownAmount(recommendations.data?.mcp_currency);
  const money = (record: object, field: string) => {
    const { amount, currency } = shown(record, field);
    return formatMoney(amount, currency, tag);
  };

  let body = null;
  if (access === 'inactive') body = <Notice>{t('inactive')}</Notice>;
  else if (access === 'preview_ended') body = <Notice>{t('previewEnded')}</Notice>;
  else if (ask && recommendations.isPending) body = <LoadingStatus label={t('loading')} />;
  else if (ask && recommendations.isError)
    body = (
      <Alert>
        <p>{t('error')}</p>
        <p>{errorText(recommendations.error)}</p>
      </Alert>
    );
  else if (recommendations.data?.recommendations.length === 0) body = <Notice>{t('empty')}</Notice>;
  else if (ask && recommendations.data)
    body = (
      <ol className={offerList.list}>
        {recommendations.data.recommendations.map((item) => (
          <li key={`${item.room_plan_code}/${JSON.stringify(item.rooms)}`} className={offerList.item}>
            {item.photos[0] !== undefined && (
              <div className={styles.photo}>
                <Photo src={item.photos[0]} alt={ts('room.photoAlt', { room: item.room_type_name })} />
              </div>
            )}
            <h2 className={offerList.name}>{t('offer', { room: item.room_type_name, plan: item.room_plan_name })}</h2>
            <p>
              {item.rooms
                .map((room, index) =>
                  t('split', { number: formatNumber(index + 1, tag), adults: tc('stay.adults', { count: room.adults }), children: room.children > 0 ? t('children', { count: room.children }) : '' }),
                )
                .join(' / ')}
            </p>
            <p className={offerList.price}>
              {money(item, settings.show_prices_tax_included ? 'total_price' : 'total_price_without_tax')}{' '}
              <span className={offerList.note}>{settings.show_prices_tax_included ? tc('price.taxIncluded') : tc('price.taxExcluded')}</span>
            </p>
            {variant === 'widget' ? (
              <Link className={offerList.link} to={resultsHref(ask, item)} target="_blank" rel="noopener noreferrer">
                {t('see', { room: item.room_type_name })} <span className={offerList.note}>{t('newTab')}</span>
              </Link>
            ) : (
              <Link className={offerList.link} to={resultsHref(ask, item)}>
                {t('see', { room: item.room_type_name })}
              </Link>
            )}
          </li>
        ))}
      </ol>
    );

  return (
    <div className={variant === 'widget' ? `${offerList.page} ${styles.widget}` : offerList.page}>
      <DocumentTitle page={widget.data?.title || t('title')} hotelName={settings.hotel_name} />
      <PageHeading>{widget.data?.title || t('title')}</PageHeading>
      {access === 'preview' && previewStartedAt !== null && (
        <Notice>
          {t('preview', {
            time: new Intl.DateTimeFormat(tag, { hour: 'numeric', minute: '2-digit' }).format(previewEndsAt(previewStartedAt)),
          })}
        </Notice>
      )}
      {usable && (
      <form id={formId} className={styles.form} noValidate onSubmit={submit} aria-label={t('form')}>
        <DateField label={tc('stay.checkin')} min={today} error={checkinError && tc(`validation.${checkinError}`)}
          {...form.register('checkin', {
            // A check-out no longer after the check-in moves to the hotel's default stay from it.
            onChange: (event: DateFieldEvent) => {
              const checkin = event.target.value;
              if (form.getValues('checkout') <= checkin) form.setValue('checkout', addDays(checkin, nights));
            },
          })} />
        <DateField label={tc('stay.checkout')} min={addDays(draft.checkin, 1)} {...form.register('checkout')} />
        <SelectField label={t('adults')} options={counts(1)} {...form.register('adults', { valueAsNumber: true })} />
        <SelectField label={t('childrenLabel')} options={counts(0)} {...form.register('children', { valueAsNumber: true })} />
        <Button type="submit">{t('submit')}</Button>
      </form>
      )}
      <section aria-label={t('results')} aria-busy={recommendations.isFetching}>
        {body}
      </section>
    </div>
  );
}
