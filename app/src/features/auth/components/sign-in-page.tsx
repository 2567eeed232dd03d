import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { memberSignIn, organizationSignIn } from '../../../../../domain/contracts/memberships';
import { DocumentTitle } from '../../../components/ui/document-title';
import { PageHeading } from '../../../components/ui/page-heading';
import { callApi } from '../../../lib/api-client';
import { useHotelSettings } from '../../../lib/hotel-settings';
import { useHotelLink } from '../../../lib/use-hotel-link';
import { adoptSignIn, authHotelOf, loadProgram } from '../api/member-session';
import { safeUrlBack } from '../utils/login-display';
import { ZMemberSignInForm, ZOrganizationSignInForm, type CredentialsValues } from '../utils/sign-in-form';
import { CredentialsForm } from './credentials-form';
import styles from './sign-in-page.module.css';

export type SignInPageProps = {
  /** Where to go when the address has no usable urlBack: the booking result. */
  fallbackPath: string;
  /** The other sign-in screen's address builder (member <-> corporate), keeping urlBack. */
  otherSignIn: (urlBack?: string) => string;
};

/** After signing in: back to urlBack when it is an in-app address, else to the booking result. */
function useFinishSignIn(fallbackPath: string) {
  const navigate = useNavigate();
  const link = useHotelLink();
  const [searchParams] = useSearchParams();
  return () => navigate(link(safeUrlBack(searchParams.get('urlBack'), fallbackPath)), { replace: true });
}

/** Member sign-in by email and password (document 1 section 2, /sign-in). */
export function SignInPage({ fallbackPath, otherSignIn }: SignInPageProps) {
  const { t } = useTranslation('auth');
  const settings = useHotelSettings();
  const link = useHotelLink();
  const [searchParams] = useSearchParams();
  const finish = useFinishSignIn(fallbackPath);
  const urlBack = searchParams.get('urlBack') ?? undefined;

  const submit = async ({ login, password }: CredentialsValues) => {
    const { data } = await callApi(memberSignIn, { params: { hotelId: settings.hotel_id }, body: { email: login, password } });
    adoptSignIn(authHotelOf(settings), data);
    await loadProgram(authHotelOf(settings));
    await finish();
  };

  return (
    <div className={styles.page}>
      <DocumentTitle page={t('signIn.title')} hotelName={settings.hotel_name} />
      <PageHeading>{t('signIn.title')}</PageHeading>
      <CredentialsForm
        resolver={zodResolver(ZMemberSignInForm)}
        login={{ label: t('signIn.email'), type: 'email', autoComplete: 'username' }}
        passwordLabel={t('signIn.password')}
        refusalText={t('errors.sign_in_failed')}
        submitLabel={t('signIn.submit')}
        onSubmit={submit}
      />
      {settings.membership?.corporate_login_enabled && (
        <p className={styles.links}>
          <Link to={link(otherSignIn(urlBack))}>{t('login.corporateSignIn')}</Link>
        </p>
      )}
    </div>
  );
}

/** Corporate sign-in by account id and password (document 1 section 2, /organization-sign-in; document 2 7.8). */
export function OrganizationSignInPage({ fallbackPath, otherSignIn }: SignInPageProps) {
  const { t } = useTranslation('auth');
  const settings = useHotelSettings();
  const link = useHotelLink();
  const [searchParams] = useSearchParams();
  const finish = useFinishSignIn(fallbackPath);
  const urlBack = searchParams.get('urlBack') ?? undefined;

  const submit = async ({ login, password }: CredentialsValues) => {
    const { data } = await callApi(organizationSignIn, { params: { hotelCode: settings.hotel_code }, body: { account_id: login, password } });
    adoptSignIn(authHotelOf(settings), data);
    await loadProgram(authHotelOf(settings));
    await finish();
  };

  return (
    <div className={styles.page}>
      <DocumentTitle page={t('organizationSignIn.title')} hotelName={settings.hotel_name} />
      <PageHeading>{t('organizationSignIn.title')}</PageHeading>
      <CredentialsForm
        resolver={zodResolver(ZOrganizationSignInForm)}
        login={{ label: t('organizationSignIn.accountId'), type: 'text', autoComplete: 'username' }}
        passwordLabel={t('signIn.password')}
        refusalText={t('errors.organization_sign_in_failed')}
        submitLabel={t('signIn.submit')}
        onSubmit={submit}
      />
      {settings.membership?.login_enabled && (
        <p className={styles.links}>
          <Link to={link(otherSignIn(urlBack))}>{t('login.memberSignIn')}</Link>
        </p>
      )}
    </div>
  );
}
