import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import type { PointSummary } from '#domain/entities/loyalty.ts';
import { Alert, Notice } from '#app/components/ui/alert.tsx';
import { Button } from '#app/components/ui/button.tsx';
import { SelectField } from '#app/components/ui/select-field.tsx';
import { Skeleton } from '#app/components/ui/skeleton.tsx';
import { useErrorText } from '#app/api/use-error-text.ts';
import { formatDate, formatNumber } from '#app/i18n/format.ts';
import { useLocale } from '#app/i18n/use-locale.ts';
import { useSessionStore } from '#app/platform/stores/session-store.ts';
import { useHotelSettings } from '#app/shared/hotel/hotel-settings.tsx';
import { accountKeys } from '../api/keys';
import { exchangePoints, pointsQueryOptions, pointsTimelineQueryOptions } from '../api/loyalty';
import { AccountFrame } from './account-frame';
import { ExchangeHistory } from './exchange-history';
import { MyAccountNav, type MyAccountPaths } from './my-account-nav';
import styles from './account.module.css';

const pageOf = (query: URLSearchParams) => Math.max(1, Number.parseInt(query.get('page') ?? '1', 10) || 1);

/** /my-account/points: balance, rank, the paged history and the Digico exchange, named by the brand's point name. */
export function PointsPage({ paths }: { paths: MyAccountPaths }) {
  const { t } = useTranslation('account');
  const { locale, tag } = useLocale();
  const settings = useHotelSettings();
  const userToken = useSessionStore((store) => store.userToken);
  const summary = useQuery(pointsQueryOptions(settings.hotel_id, userToken, locale));
  const errorText = useErrorText();

  return (
    <AccountFrame title={t('nav.title')} nav={<MyAccountNav current="points" paths={paths} />}>
      <h2 className={styles.subheading}>{summary.data?.point_name ?? t('nav.points')}</h2>
      {summary.isPending && <Skeleton lines={4} />}
      {summary.isError && <Alert>{errorText(summary.error)}</Alert>}
      {summary.data &&
        (summary.data.program_enabled ? (
          <>
            <dl className={styles.facts}>
              <div>
                <dt>{t('points.balance')}</dt>
                <dd>{t('points.amount', { points: formatNumber(summary.data.balance, tag), pointName: summary.data.point_name })}</dd>
              </div>
              <div>
                <dt>{t('points.future')}</dt>
                <dd>{t('points.amount', { points: formatNumber(summary.data.future, tag), pointName: summary.data.point_name })}</dd>
              </div>
              <div>
                <dt>{t('points.rank')}</dt>
                <dd>{summary.data.rank ? <bdi>{summary.data.rank.name}</bdi> : t('points.noRank')}</dd>
              </div>
              {summary.data.next_rank && summary.data.points_to_next_rank !== null && (
                <div>
                  <dt>{t('points.toNextRank', { rank: summary.data.next_rank.name })}</dt>
                  <dd>{t('points.amount', { points: formatNumber(summary.data.points_to_next_rank, tag), pointName: summary.data.point_name })}</dd>
                </div>
              )}
              {summary.data.next_expiry && (
                <div>
                  <dt>{t('points.nextExpiry')}</dt>
                  <dd>
                    {t('points.expiryLine', {
                      points: formatNumber(summary.data.next_expiry.points, tag),
                      pointName: summary.data.point_name,
                      date: formatDate(summary.data.next_expiry.date, tag),
                    })}
                  </dd>
                </div>
              )}
            </dl>
            <PointHistory pointName={summary.data.point_name} />
            <DigicoExchange summary={summary.data} />
            <ExchangeHistory pointName={summary.data.point_name} />
          </>
        ) : (
          <Notice>{t('points.disabled')}</Notice>
        ))}
    </AccountFrame>
  );
}

function PointHistory({ pointName }: { pointName: string }) {
  const { t } = useTranslation('account');
  const { locale, tag } = useLocale();
  const settings = useHotelSettings();
  const [query] = useSearchParams();
  const page = pageOf(query);
  const userToken = useSessionStore((store) => store.userToken);
  const history = useQuery(pointsTimelineQueryOptions(settings.hotel_id, userToken, locale, page));
  const errorText = useErrorText();
  const hrefFor = (next: number) => {
    const params = new URLSearchParams(query);
    params.set('page', String(next));
    return `?${params.toString()}`;
  };
  return (
    <section className={styles.section} aria-labelledby="points-history">
      <h3 id="points-history">{t('points.history', { pointName })}</h3>
      {history.isPending && <Skeleton lines={5} />}
      {history.isError && <Alert>{errorText(history.error)}</Alert>}
      {history.data &&
        (history.data.data.length === 0 ? (
          <Notice>{t('points.historyEmpty')}</Notice>
        ) : (
          <>
            <ul className={styles.list}>
              {history.data.data.map((entry) => (
                <li key={entry.id} className={styles.row}>
                  <p className={styles.meta}>
                    {formatDate(entry.date, tag)} · {t(`points.kinds.${entry.kind}`)}
                  </p>
                  <p>
                    <bdi>{entry.description}</bdi>
                  </p>
                  <p>
                    <strong>
                      <bdi dir="ltr">{`${entry.points > 0 ? '+' : ''}${formatNumber(entry.points, tag)}`}</bdi>
                    </strong>
                  </p>
                  {entry.expires_on && <p className={styles.meta}>{t('points.expires', { date: formatDate(entry.expires_on, tag) })}</p>}
                </li>
              ))}
            </ul>
            {history.data.total_pages > 1 && (
              <nav className={styles.paging} aria-label={t('points.pagingLabel')}>
                {page > 1 ? <Link to={hrefFor(page - 1)}>{t('reservations.previous')}</Link> : <span />}
                <span>{t('reservations.page', { page, pages: history.data.total_pages })}</span>
                {page < history.data.total_pages ? <Link to={hrefFor(page + 1)}>{t('reservations.next')}</Link> : <span />}
              </nav>
            )}
          </>
        ))}
    </section>
  );
}

type ExchangeStep = { kind: 'choose' } | { kind: 'confirm'; amount: number; validUntil: string; balanceAfter: number } | { kind: 'done'; code: string; validUntil: string };

/**
 * The Digico exchange (document 1 sections 2, 3, 5): the server checks an amount first (confirm false), the member
 * confirms, and the code is answered once, so this is the only time it is shown (ADR 223).
 */
function DigicoExchange({ summary }: { summary: PointSummary }) {
  const { t } = useTranslation('account');
  const { tag } = useLocale();
  const settings = useHotelSettings();
  const queryClient = useQueryClient();
  const errorText = useErrorText();
  const [amount, setAmount] = useState(String(summary.digico_amounts[0] ?? ''));
  const [step, setStep] = useState<ExchangeStep>({ kind: 'choose' });
  const [copied, setCopied] = useState<'copied' | 'failed' | null>(null);
  const check = useMutation({
    mutationFn: (value: number) => exchangePoints(settings.hotel_id, value, false),
    onSuccess: (result) => setStep({ kind: 'confirm', amount: result.amount, validUntil: result.valid_until, balanceAfter: result.balance_after }),
  });
  const confirm = useMutation({
    mutationFn: (value: number) => exchangePoints(settings.hotel_id, value, true),
    onSuccess: async (result) => {
      setStep({ kind: 'done', code: result.code ?? '', validUntil: result.valid_until });
      await queryClient.invalidateQueries({ queryKey: accountKeys.all });
    },
  });
  const points = (value: number) => t('points.amount', { points: formatNumber(value, tag), pointName: summary.point_name });
  const copy = async (code: string) => {
    try {
      await navigator.clipboard.writeText(code);
      setCopied('copied');
    } catch {
      // A frame without clipboard permission: the code stays on screen to select by hand.
      setCopied('failed');
    }
  };

  return (
    <section className={styles.section} aria-labelledby="points-exchange">
      <h3 id="points-exchange">{t('points.exchange.title')}</h3>
      <ul className={styles.rules}>
        <li>{t('points.exchange.ruleIrreversible')}</li>
        <li>{t('points.exchange.ruleJapan')}</li>
        <li>{t('points.exchange.ruleValidity')}</li>
        <li>{t('points.exchange.ruleSteps', { amounts: summary.digico_amounts.map((value) => formatNumber(value, tag)).join(', '), pointName: summary.point_name })}</li>
      </ul>
      {step.kind === 'choose' && (
        <form
          className={styles.form}
          onSubmit={(event) => {
            event.preventDefault();
            check.mutate(Number(amount));
          }}
        >
          <SelectField
            label={t('points.exchange.amount', { pointName: summary.point_name })}
            value={amount}
            onChange={(event) => setAmount(event.target.value)}
            options={summary.digico_amounts.map((value) => ({ value: String(value), label: points(value) }))}
          />
          {check.isError && <Alert>{errorText(check.error)}</Alert>}
          <div className={styles.actions}>
            <Button type="submit" disabled={check.isPending || amount === ''}>
              {t('points.exchange.review')}
            </Button>
          </div>
        </form>
      )}
      {step.kind === 'confirm' && (
        <div className={styles.stack} role="group" aria-labelledby="points-exchange-confirm">
          <p id="points-exchange-confirm">
            <strong>{t('points.exchange.confirmLead', { points: points(step.amount), date: formatDate(step.validUntil, tag) })}</strong>
          </p>
          <p>{t('points.exchange.balanceAfter', { points: points(step.balanceAfter) })}</p>
          <Alert quiet>{t('points.exchange.ruleIrreversible')}</Alert>
          {confirm.isError && <Alert>{errorText(confirm.error)}</Alert>}
          <div className={styles.actions}>
            <Button onClick={() => confirm.mutate(step.amount)} disabled={confirm.isPending}>
              {t('points.exchange.confirm')}
            </Button>
            <Button variant="secondary" onClick={() => setStep({ kind: 'choose' })} disabled={confirm.isPending}>
              {t('points.exchange.back')}
            </Button>
          </div>
        </div>
      )}
      {step.kind === 'done' && (
        <div className={styles.stack}>
          <p role="status">{t('points.exchange.done', { date: formatDate(step.validUntil, tag) })}</p>
          <p>
            {t('points.exchange.code')}{' '}
            <code className={styles.code} dir="ltr">
              {step.code}
            </code>
          </p>
          <Alert>{t('points.exchange.shownOnce')}</Alert>
          <div className={styles.actions}>
            <Button variant="secondary" onClick={() => void copy(step.code)}>
              {t('points.exchange.copy')}
            </Button>
          </div>
          {copied && <p role="status">{t(`points.exchange.${copied}`)}</p>}
        </div>
      )}
    </section>
  );
}
