import { SignInPage } from '../../features/auth/components/sign-in-page';
import { paths } from '../paths';

export function Component() {
  return <SignInPage fallbackPath={paths.results.build()} otherSignIn={paths.organizationSignIn.build} />;
}
