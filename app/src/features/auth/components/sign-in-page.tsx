import { zodResolver } from '@hookform/resolvers/zod';
import type { Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { ReactNode } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { memberSignIn, organizationSignIn } from '#domain/contracts/memberships.ts';
import type { MemberSignIn } from '#domain/entities/member.ts';
import type { BookingWidgetSettings } from '#domain/entities/settings.ts';
import { callApi } from '#app/api/api-client.ts';
import { useHotelSettings } from '#app/shared/hotel/hotel-settings.tsx';
import { useHotelLink } from '#app/shared/hotel/use-hotel-link.ts';
import { handBackToOpener } from '../api/first-party-sign-in';
import { adoptSignIn, authHotelOf, loadProgram } from '../api/member-session';
import { useSignUpOffered } from '../hooks/use-sign-up-offered';
import { safeUrlBack } from '../utils/login-display';
import { ZMemberSignInForm, ZOrganizationSignInForm, type CredentialsValues } from '../utils/sign-in-form';
import { CredentialsForm } from './credentials-form';
import { ProviderSignInButtons } from './provider-sign-in-buttons';
import { AuthFrame } from './auth-frame';

export type SignInPageProps = {
  /** Where to go when the address has no usable urlBack: the booking result. */
  fallbackPath: string;
  /** The other sign-in screen's address builder (member <-> corporate), keeping urlBack. */
  otherSignIn: (urlBack?: string) => string;
  /** The sign-up screen's address builder (member sign-in offers it where sign-up is offered). */
  signUp?: (urlBack?: string) => string;
  /** The forgotten-password page (member sign-in only). */
  forgotPassword?: string;
};

/** After signing in: back to urlBack when it is an in-app address, else to the booking result. */
function useFinishSignIn(fallbackPath: string) {
  const navigate = useNavigate();
  const link = useHotelLink();
  const [searchParams] = useSearchParams();
  return async () => navigate(link(safeUrlBack(searchParams.get('urlBack'), fallbackPath)), { replace: true });
}

/** What sets the member and the corporate sign-in screens apart; the frame around them is one. */
type SignInKind = {
  title: string;
  resolver: Resolver<CredentialsValues>;
  login: { label: string; type: 'email' | 'text'; autoComplete: string };
  refusalText: string;
  /** The call: the entered pair for a session. */
  send: (settings: BookingWidgetSettings, values: CredentialsValues) => Promise<{ data: MemberSignIn }>;
  /** The link to the other screen, when that sign-in is enabled. */
  other: { shown: boolean; label: string };
  /** The way to sign up, where sign-up is offered (member sign-in only). */
  signUp?: { question: string; label: string; path: (urlBack?: string) => string };
  /** The forgotten-password page (member sign-in only). */
  forgotPassword?: string;
  /** The external providers' buttons (member sign-in only, ADR 214), given how to finish a sign-in. */
  providers?: (finish: () => Promise<void>) => ReactNode;
};

/** Signs in with the pair, then as the startup does: the session is adopted and the member's programme checked. */
function SignInScreen({ kind, fallbackPath, otherSignIn }: SignInPageProps & { kind: SignInKind }) {
  const { t } = useTranslation('auth');
  const settings = useHotelSettings();
  const link = useHotelLink();
  const [searchParams] = useSearchParams();
  const finish = useFinishSignIn(fallbackPath);
  const urlBack = searchParams.get('urlBack') ?? undefined;

  const submit = async (values: CredentialsValues) => {
    const { data } = await kind.send(settings, values);
    adoptSignIn(authHotelOf(settings), data, { signedInHere: true });
    await loadProgram(authHotelOf(settings));
    // A first-party window the widget opened (ADR 200) hands the sign-in back and closes.
    if (await handBackToOpener(authHotelOf(settings), searchParams)) return;
    await finish();
  };

  const links = [
    kind.forgotPassword && (
      <p key="forgot">
        <Link to={link(kind.forgotPassword)}>{t('signIn.forgotPassword')}</Link>
      </p>
    ),
    kind.other.shown && (
      <p key="other">
        <Link to={link(otherSignIn(urlBack))}>{kind.other.label}</Link>
      </p>
    ),
    kind.signUp && (
      <p key="sign-up">
        {kind.signUp.question} <Link to={link(kind.signUp.path(urlBack))}>{kind.signUp.label}</Link>
      </p>
    ),
  ].filter(Boolean);

  return (
    <AuthFrame title={kind.title} links={links.length > 0 ? links : undefined}>
      <CredentialsForm
        resolver={kind.resolver}
        login={kind.login}
        passwordLabel={t('signIn.password')}
        refusalText={kind.refusalText}
        submitLabel={t('signIn.submit')}
        onSubmit={submit}
      />
      {kind.providers?.(finish)}
    </AuthFrame>
  );
}

/** Member sign-in by email and password (document 1 section 2, /sign-in). */
export function SignInPage(props: SignInPageProps) {
  const { t } = useTranslation('auth');
  const settings = useHotelSettings();
  const signUpOffered = useSignUpOffered();
  const { pathname } = useLocation();
  const signInPath = (urlBack?: string) => (urlBack ? `${pathname}?urlBack=${encodeURIComponent(urlBack)}` : pathname);
  const kind: SignInKind = {
    title: t('signIn.title'),
    resolver: zodResolver(ZMemberSignInForm),
    login: { label: t('signIn.email'), type: 'email', autoComplete: 'username' },
    refusalText: t('errors.sign_in_failed'),
    send: (hotel, { login, password }) => callApi(memberSignIn, { params: { hotelId: hotel.hotel_id }, body: { email: login, password } }),
    other: { shown: settings.membership?.corporate_login_enabled === true, label: t('login.corporateSignIn') },
    signUp: props.signUp && signUpOffered ? { question: t('signIn.noAccount'), label: t('signIn.signUp'), path: props.signUp } : undefined,
    forgotPassword: props.forgotPassword,
    providers: (finish) => <ProviderSignInButtons signInPath={signInPath} onSignedIn={finish} />,
  };
  return <SignInScreen kind={kind} {...props} />;
}

/** Corporate sign-in by account id and password (document 1 section 2, /organization-sign-in; document 2 7.8). */
export function OrganizationSignInPage(props: SignInPageProps) {
  const { t } = useTranslation('auth');
  const settings = useHotelSettings();
  const kind: SignInKind = {
    title: t('organizationSignIn.title'),
    resolver: zodResolver(ZOrganizationSignInForm),
    login: { label: t('organizationSignIn.accountId'), type: 'text', autoComplete: 'username' },
    refusalText: t('errors.organization_sign_in_failed'),
    send: (hotel, { login, password }) =>
      callApi(organizationSignIn, { params: { hotelCode: hotel.hotel_code }, body: { account_id: login, password } }),
    other: { shown: settings.membership?.login_enabled === true, label: t('login.memberSignIn') },
  };
  return <SignInScreen kind={kind} {...props} />;
}
