import { OrganizationSignInPage } from '#app/features/auth/components/sign-in-page.tsx';
import { paths } from '../paths';

export function Component() {
  return <OrganizationSignInPage fallbackPath={paths.results.build()} otherSignIn={paths.signIn.build} />;
}
