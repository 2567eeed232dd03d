import { CancellationPolicyPage } from '../../features/cancellation-policy/components/cancellation-policy-page';

export function Component() {
  return <CancellationPolicyPage />;
}
