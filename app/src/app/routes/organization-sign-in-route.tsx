import { OrganizationSignInPage } from '../../features/auth/components/sign-in-page';
import { paths } from '../paths';

export function Component() {
  return <OrganizationSignInPage fallbackPath={paths.results.build()} otherSignIn={paths.signIn.build} />;
}
