import { useLocation } from 'react-router';
import { SignInPage } from '#app/features/auth/components/sign-in-page.tsx';
import { paths } from '../paths';

/** /sign-in and /chat-sign-in: the chat's offers the chat's sign-up form (the choice page would only lead back here). */
export function Component() {
  const { pathname } = useLocation();
  const signUp = pathname === paths.chatSignIn.path ? paths.chatSignUpForm.build : paths.signUp.build;
  return <SignInPage fallbackPath={paths.results.build()} otherSignIn={paths.organizationSignIn.build} signUp={signUp} forgotPassword={paths.forgotPassword.build()} />;
}
