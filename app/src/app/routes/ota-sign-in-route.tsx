import { OtaSignInPage } from '#app/features/auth/components/ota-sign-in-page.tsx';
import { paths } from '../paths';

/** /ota-sign-in: sign-in with the travel site's account, and where that sign-in returns (ADR 222). */
export function Component() {
  return <OtaSignInPage fallbackPath={paths.results.build()} signInPath={paths.signIn.build()} />;
}
