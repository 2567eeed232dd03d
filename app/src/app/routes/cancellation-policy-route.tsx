import { CancellationPolicyPage } from '#app/features/cancellation-policy/components/cancellation-policy-page.tsx';

export function Component() {
  return <CancellationPolicyPage />;
}
