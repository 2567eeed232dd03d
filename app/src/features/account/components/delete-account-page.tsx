import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { DELETION_REASONS } from '#domain/entities/member-account.ts';
import { Alert } from '#app/components/ui/alert.tsx';
import { Button } from '#app/components/ui/button.tsx';
import { Choice } from '#app/components/ui/choice.tsx';
import { Skeleton } from '#app/components/ui/skeleton.tsx';
import { TextField } from '#app/components/ui/text-field.tsx';
import { ApiError } from '#app/api/api-error.ts';
import { useErrorText } from '#app/api/use-error-text.ts';
import { useSessionStore } from '#app/platform/stores/session-store.ts';
import { useHotelLink } from '#app/shared/hotel/use-hotel-link.ts';
import { profileQueryOptions } from '../api/get-profile';
import { deleteAccount } from '../api/membership';
import { useAccountFieldText, useAccountHotel } from '../hooks/use-account-hotel';
import { deleteAccountSchema, deletionRequest, type DeleteAccountValues } from '../utils/delete-account-form';
import { AccountFrame } from './account-frame';
import { AccountLinks } from './account-links';
import { CurrentPasswordField } from './password-fields';
import styles from './account.module.css';

type DeleteAccountPageProps = {
  profilePath: string;
  /** /member-deleted-confirmation; the page is told how many reservations the hotels keep. */
  deletedPath: string;
};

/** What the deleted page is told in the navigation state: the account was deleted by this document just now. */
export type DeletedState = { keptReservations: number };

/**
 * /my-account/delete-account: a reason (and the password for a password member), then a confirmation step that
 * says it cannot be undone; the POST, then the app forgets the sign-in and shows what was deleted and what is kept.
 */
export function DeleteAccountPage({ profilePath, deletedPath }: DeleteAccountPageProps) {
  const { t } = useTranslation('account');
  const { hotelId } = useAccountHotel();
  const userToken = useSessionStore((state) => state.userToken);
  const profile = useQuery(profileQueryOptions(hotelId, userToken));
  const errorText = useErrorText();
  if (profile.isPending) return <AccountFrame narrow title={t('delete.title')}><Skeleton lines={4} /></AccountFrame>;
  if (profile.isError) {
    return (
      <AccountFrame narrow title={t('delete.title')}>
        <Alert>{errorText(profile.error)}</Alert>
      </AccountFrame>
    );
  }
  return (
    <AccountFrame narrow title={t('delete.title')} lead={t('delete.lead')}>
      <DeleteAccountForm needsPassword={profile.data.provider === null} deletedPath={deletedPath} />
      <AccountLinks links={[{ to: profilePath, text: t('backToProfile') }]} />
    </AccountFrame>
  );
}

function DeleteAccountForm({ needsPassword, deletedPath }: { needsPassword: boolean; deletedPath: string }) {
  const { t } = useTranslation('account');
  const link = useHotelLink();
  const navigate = useNavigate();
  const { hotelId } = useAccountHotel();
  const fieldText = useAccountFieldText();
  const errorText = useErrorText();
  const [confirming, setConfirming] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const confirmHeading = useRef<HTMLHeadingElement>(null);
  const resolver = useMemo(() => zodResolver(deleteAccountSchema(needsPassword)), [needsPassword]);
  const form = useForm<DeleteAccountValues>({ resolver, defaultValues: { reason: '', details: '', current_password: '' }, reValidateMode: 'onSubmit' });
  const { errors } = form.formState;
  const reason = form.watch('reason');

  const review = form.handleSubmit(() => {
    setFailure(null);
    setConfirming(true);
    // The step that cannot be undone is announced and takes focus, so nobody deletes without reading it.
    requestAnimationFrame(() => confirmHeading.current?.focus());
  });

  const remove = async () => {
    setFailure(null);
    setBusy(true);
    try {
      const kept = await deleteAccount(hotelId, deletionRequest(form.getValues(), needsPassword));
      // The deleted page forgets the sign-in once it is shown: forgotten here, this protected page would send the
      // guest to sign-in before the navigation (a transition) lands.
      const state: DeletedState = { keptReservations: kept };
      await navigate(link(deletedPath), { replace: true, state });
    } catch (error) {
      setBusy(false);
      setConfirming(false);
      const wrongPassword = error instanceof ApiError && !error.local && error.errors.current_password?.[0];
      if (wrongPassword) {
        form.setError('current_password', { type: 'server', message: t(`validation.${wrongPassword.error === 'required' ? 'required' : 'incorrect_password'}`) }, { shouldFocus: true });
      } else {
        setFailure(errorText(error));
      }
    }
  };

  if (confirming) {
    return (
      <div className={styles.stack}>
        <h2 ref={confirmHeading} tabIndex={-1} className={styles.subheading}>
          {t('delete.confirmTitle')}
        </h2>
        <p>{t('delete.confirmText')}</p>
        <div className={styles.actions}>
          <Button disabled={busy} aria-disabled={busy} onClick={() => void remove()}>
            {busy ? t('delete.deleting') : t('delete.confirm')}
          </Button>
          <Button variant="secondary" disabled={busy} onClick={() => setConfirming(false)}>
            {t('delete.keep')}
          </Button>
        </div>
      </div>
    );
  }

  return (
    <form className={styles.form} noValidate onSubmit={(event) => void review(event)}>
      {failure && <Alert>{failure}</Alert>}
      <fieldset className={styles.fieldset} aria-describedby={errors.reason ? 'reason-error' : undefined}>
        <legend>{t('delete.reason')}</legend>
        {DELETION_REASONS.map((value) => (
          <Choice key={value} type="radio" value={value} label={t(`delete.reasons.${value}`)} {...form.register('reason')} />
        ))}
        {errors.reason && (
          <p id="reason-error" className={styles.hint} role="alert">
            {fieldText(errors.reason)}
          </p>
        )}
      </fieldset>
      {reason === 'other' && (
        <TextField label={t('delete.details')} required error={fieldText(errors.details)} {...form.register('details')} />
      )}
      {needsPassword && (
        <CurrentPasswordField error={fieldText(errors.current_password)} registration={form.register('current_password')} />
      )}
      <Button type="submit" block>
        {t('delete.next')}
      </Button>
    </form>
  );
}
