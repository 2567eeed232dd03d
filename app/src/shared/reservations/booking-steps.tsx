import { useTranslation } from 'react-i18next';
import { StepIndicator } from '#app/components/ui/step-indicator.tsx';

/** Document 1 section 4's booking steps, as the guest sees them. */
const STEPS = ['details', 'payment', 'done'] as const;
export type BookingStepName = (typeof STEPS)[number];

/** Where the guest is in the booking: details (with the way to pay) on guest detail, payment at the card check, done on confirmation. */
export function BookingSteps({ current }: { current: BookingStepName }) {
  const { t } = useTranslation('booking');
  return (
    <StepIndicator
      label={t('steps.label')}
      steps={STEPS.map((step) => t(`steps.${step}`))}
      current={STEPS.indexOf(current)}
      doneText={t('steps.completed')}
    />
  );
}
