import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { MemberProfile } from '#domain/entities/member-account.ts';
import { asksKana } from '#domain/rules/name-order.ts';
import { Alert } from '#app/components/ui/alert.tsx';
import { Button } from '#app/components/ui/button.tsx';
import { Skeleton } from '#app/components/ui/skeleton.tsx';
import { useErrorText } from '#app/api/use-error-text.ts';
import { useSessionStore } from '#app/platform/stores/session-store.ts';
import { useHotelSettings } from '#app/shared/hotel/hotel-settings.tsx';
import { useHotelLink } from '#app/shared/hotel/use-hotel-link.ts';
import { profileQueryOptions } from '../api/get-profile';
import { cancelEmailChange } from '../api/login-email';
import { useAccountHotel } from '../hooks/use-account-hotel';
import type { AccountSession, ProgramChoice } from '../utils/account-session';
import { AccountFrame } from './account-frame';
import { MyAccountNav, type MyAccountPaths } from './my-account-nav';
import { ProfileForm } from './profile-form';
import { ProgramSwitch } from './program-switch';
import styles from './account.module.css';

type ProfilePageProps = {
  session: AccountSession;
  programs: ProgramChoice | null;
  paths: MyAccountPaths & { changeEmail: string; changePassword: string; deleteAccount: string };
};

/** /my-account/profile: the login e-mail (and a change waiting for its link), the password, the profile, the programme. */
export function ProfilePage({ session, programs, paths }: ProfilePageProps) {
  const { t } = useTranslation('account');
  const settings = useHotelSettings();
  const { hotelId } = useAccountHotel();
  const userToken = useSessionStore((state) => state.userToken);
  const queryClient = useQueryClient();
  const errorText = useErrorText();
  const link = useHotelLink();
  const profile = useQuery(profileQueryOptions(hotelId, userToken));
  const onSaved = (next: MemberProfile) => queryClient.setQueryData(profileQueryOptions(hotelId, userToken).queryKey, next);

  return (
    <AccountFrame title={t('nav.title')} nav={<MyAccountNav current="profile" paths={paths} />}>
      <h2 id="profile-heading" className={styles.subheading}>
        {t('nav.profile')}
      </h2>
      {profile.isPending && <Skeleton lines={6} />}
      {profile.isError && <Alert>{errorText(profile.error)}</Alert>}
      {profile.data && (
        <>
          <ProfileForm key={userToken} profile={profile.data} kanjiRequired={asksKana(profile.data.locale, settings.kanji_name_required)} onSaved={onSaved} />
          <LoginSection profile={profile.data} paths={paths} onChanged={onSaved} />
          {programs && programs.otherIds.length > 0 && <ProgramSwitch programs={programs} session={session} />}
          <section className={styles.section} aria-labelledby="delete-heading">
            <h2 id="delete-heading" className={styles.subheading}>
              {t('delete.title')}
            </h2>
            <p className={styles.hint}>{t('delete.lead')}</p>
            <p>
              <Link to={link(paths.deleteAccount)}>{t('delete.link')}</Link>
            </p>
          </section>
        </>
      )}
    </AccountFrame>
  );
}

/** The login e-mail and password: a provider's member signs in there, so neither is changed here. */
function LoginSection({ profile, paths, onChanged }: { profile: MemberProfile; paths: ProfilePageProps['paths']; onChanged: (profile: MemberProfile) => void }) {
  const { t } = useTranslation('account');
  const link = useHotelLink();
  const { hotelId } = useAccountHotel();
  const errorText = useErrorText();
  const [failure, setFailure] = useState<string | null>(null);
  const [cancelling, setCancelling] = useState(false);
  const byProvider = profile.provider !== null;

  const cancel = async () => {
    setFailure(null);
    setCancelling(true);
    try {
      await cancelEmailChange(hotelId);
      onChanged({ ...profile, pending_email: null });
    } catch (error) {
      setFailure(errorText(error));
    } finally {
      setCancelling(false);
    }
  };

  return (
    <section className={styles.section} aria-labelledby="login-heading">
      <h2 id="login-heading" className={styles.subheading}>
        {t('login.title')}
      </h2>
      {failure && <Alert>{failure}</Alert>}
      <dl className={styles.readOnly}>
        <dt>{t('fields.email')}</dt>
        <dd>
          <bdi>{profile.email}</bdi>
        </dd>
        {profile.pending_email && (
          <>
            <dt>{t('login.pending')}</dt>
            <dd>
              <bdi>{profile.pending_email}</bdi>
            </dd>
          </>
        )}
      </dl>
      {profile.pending_email && (
        <>
          <p className={styles.hint}>{t('login.pendingHint')}</p>
          <div className={styles.actions}>
            <Button variant="secondary" disabled={cancelling} aria-disabled={cancelling} onClick={() => void cancel()}>
              {cancelling ? t('saving') : t('login.cancelChange')}
            </Button>
          </div>
        </>
      )}
      {byProvider ? (
        <p className={styles.hint}>{t('login.byProvider', { provider: t(`provider.${profile.provider ?? 'other'}`) })}</p>
      ) : (
        <div className={styles.actions}>
          <Link to={link(paths.changeEmail)}>{t('login.changeEmail')}</Link>
          <Link to={link(paths.changePassword)}>{t('login.changePassword')}</Link>
        </div>
      )}
    </section>
  );
}
