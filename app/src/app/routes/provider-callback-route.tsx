import { ProviderCallbackPage } from '#app/features/auth/components/provider-callback-page.tsx';
import { paths } from '../paths';

/** /sign-in/{provider}/callback: the end of a Facebook, LINE, creansmaerd or OpenID sign-in (ADR 214). */
export function Component() {
  return <ProviderCallbackPage fallbackPath={paths.results.build()} signInPath={paths.signIn.build()} />;
}
