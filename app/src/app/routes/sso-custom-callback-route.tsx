import { ProviderCallbackPage } from '#app/features/auth/components/provider-callback-page.tsx';
import { paths } from '../paths';

/** /sso/custom/callback: the end of a sign-in through the brand's partner site (ADR 222). */
export function Component() {
  return <ProviderCallbackPage kind="custom" fallbackPath={paths.results.build()} signInPath={paths.signIn.build()} />;
}
