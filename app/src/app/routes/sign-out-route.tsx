import { SignOutPage } from '#app/features/auth/components/sign-out-page.tsx';
import { paths, signInPathBuilder } from '../paths';
import { useShellStore } from '#app/platform/stores/shell-store.ts';

export function Component() {
  const inChatbot = useShellStore((state) => state.query?.inChatbot === true);
  return <SignOutPage resultsPath={paths.results.build()} signInPath={signInPathBuilder(inChatbot)} />;
}
