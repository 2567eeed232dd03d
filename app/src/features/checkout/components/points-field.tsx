import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useId, useRef } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import * as z from 'zod/mini';
import { NOT_ENOUGH_POINTS_CODE } from '#domain/constants/error-codes.ts';
import type { PointRules } from '#domain/rules/loyalty.ts';
import { Button } from '#app/components/ui/button.tsx';
import { Disclosure } from '#app/components/ui/disclosure.tsx';
import { announce } from '#app/components/ui/live-region.tsx';
import { TextField } from '#app/components/ui/text-field.tsx';
import { ApiError } from '#app/api/api-error.ts';
import { useErrorText } from '#app/api/use-error-text.ts';
import { maximumSpend, pointsFieldIssue, type PointsFieldIssue } from '../utils/member-loyalty';
import styles from './coupon-field.module.css';

const ZPointsForm = z.object({ points: z.string() });
const SERVER_ISSUES: readonly string[] = ['not_a_step', 'below_minimum', 'above_balance', 'above_price'];

type PointsFieldProps = {
  /** The brand's name for its points, in the guest's language. */
  pointName: string;
  balance: number;
  rules: PointRules;
  /** What points may pay: the rooms' price after any voucher, before points. */
  price: number;
  /** The most the price call says may be spent, when it said. */
  serverMaximum: number | undefined;
  /** The points spent now (0: none). */
  applied: number;
  /** Prices the stay with the points; rejects when the server refuses them. */
  onApply: (points: number) => Promise<void>;
};

/**
 * Points to spend at guest detail (document 1 section 5: fixed increments, at least a minimum, not above the
 * balance nor the price). Checked by the same rule as the server before the price is asked again; the server's
 * 2401 is said at the field with the balance it names. Inside the booking form: a group, Enter applies.
 */
export function PointsField({ pointName, balance, rules, price, serverMaximum, applied, onApply }: PointsFieldProps) {
  const { t } = useTranslation('booking');
  const errorText = useErrorText();
  const headingId = useId();
  const appliedRef = useRef<HTMLParagraphElement>(null);
  const focusNext = useRef<'applied' | 'points' | null>(null);
  const form = useForm<z.infer<typeof ZPointsForm>>({
    resolver: zodResolver(ZPointsForm),
    defaultValues: { points: '' },
    reValidateMode: 'onSubmit',
  });
  const { errors, isSubmitting } = form.formState;
  // The lower of balance and cap in the programme's steps; below the minimum nothing can be spent.
  const maximum = maximumSpend(rules, balance, price, serverMaximum);
  const numbers = { pointName, step: rules.spendStep, minimum: rules.spendMinimum, maximum, balance };

  useEffect(() => {
    if (focusNext.current === 'applied') appliedRef.current?.focus();
    if (focusNext.current === 'points') form.setFocus('points');
    focusNext.current = null;
  }, [applied, form]);

  const issueText = (issue: PointsFieldIssue) => t(`loyalty.points.issues.${issue}`, numbers);

  const spend = async (typed: string) => {
    const issue = pointsFieldIssue(rules, typed, balance, price);
    if (issue) {
      form.setError('points', { type: 'rule', message: issueText(issue) }, { shouldFocus: true });
      announce(issueText(issue));
      return;
    }
    const points = typed.trim() === '' ? 0 : Number(typed.trim());
    try {
      await onApply(points);
      form.reset();
      focusNext.current = 'applied';
      announce(points > 0 ? t('loyalty.points.applied', { ...numbers, points }) : t('loyalty.points.removed', numbers));
    } catch (failure) {
      const message = serverText(failure);
      form.setError('points', { type: 'server', message }, { shouldFocus: true });
      announce(message);
    }
  };

  /** The server's refusal: 2401 with the balance it read now, a rule it named, or the common error text. */
  const serverText = (failure: unknown) => {
    if (!(failure instanceof ApiError)) return errorText(failure);
    if (failure.codes.map(Number).includes(NOT_ENOUGH_POINTS_CODE)) {
      const current = z.int().safeParse(failure.payloads.currentPoint);
      return t('loyalty.points.notEnough', { ...numbers, balance: current.success ? current.data : balance });
    }
    const named = failure.errors.spending_point_value?.[0]?.error;
    return named && SERVER_ISSUES.includes(named) ? issueText(named as PointsFieldIssue) : errorText(failure);
  };

  const apply = form.handleSubmit(({ points }) => spend(points));
  const remove = async () => {
    focusNext.current = 'points';
    await spend('');
  };

  return (
    <section aria-labelledby={headingId}>
      <Disclosure
        summary={<span id={headingId}>{t('loyalty.points.heading', numbers)}</span>}
        status={applied > 0 ? t('loyalty.points.appliedShort', { ...numbers, points: applied }) : t('loyalty.points.balance', numbers)}
        defaultOpen={applied > 0}
      >
        <p>{t('loyalty.points.balance', numbers)}</p>
        {applied > 0 ? (
          <div className={styles.applied}>
            <p ref={appliedRef} tabIndex={-1}>
              {t('loyalty.points.applied', { ...numbers, points: applied })}
            </p>
            <Button variant="secondary" disabled={isSubmitting} onClick={() => void remove()}>
              {t('loyalty.points.remove')}
            </Button>
          </div>
        ) : maximum === 0 ? (
          <p>{t('loyalty.points.noneSpendable', numbers)}</p>
        ) : (
          <div role="group" className={styles.form} aria-labelledby={headingId}>
            <TextField
              label={t('loyalty.points.label', numbers)}
              hint={t('loyalty.points.hint', numbers)}
              inputMode="numeric"
              autoComplete="off"
              error={errors.points?.message}
              {...form.register('points')}
              onKeyDown={(event) => {
                if (event.key !== 'Enter') return;
                // Enter spends the points; it must not send the booking form around it.
                event.preventDefault();
                void apply();
              }}
            />
            <Button variant="secondary" disabled={isSubmitting} onClick={() => form.setValue('points', String(maximum))}>
              {t('loyalty.points.useMaximum', numbers)}
            </Button>
            <Button variant="secondary" disabled={isSubmitting} onClick={() => void apply()}>
              {t('loyalty.points.apply')}
            </Button>
          </div>
        )}
      </Disclosure>
    </section>
  );
}
