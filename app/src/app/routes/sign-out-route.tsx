import { SignOutPage } from '../../features/auth/components/sign-out-page';
import { paths, signInPathBuilder } from '../paths';
import { useShellStore } from '../../stores/shell-store';

export function Component() {
  const inChatbot = useShellStore((state) => state.query?.inChatbot === true);
  return <SignOutPage resultsPath={paths.results.build()} signInPath={signInPathBuilder(inChatbot)} />;
}
