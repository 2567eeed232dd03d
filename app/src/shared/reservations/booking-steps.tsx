import { useTranslation } from 'react-i18next';
import { StepIndicator } from '#app/components/ui/step-indicator.tsx';

/** Document 1 section 4's booking steps, as the guest sees them. */
const STEPS = ['details', 'payment', 'done'] as const;
export type BookingStepName = (typeof STEPS)[number];

/** "Lottery steps: GuestDetail, Confirmation": an entry has nothing to pay. */
const LOTTERY_STEPS = ['details', 'done'] as const satisfies readonly BookingStepName[];

/**
 * Where the guest is in the booking: details (with the way to pay) on guest detail, payment at the card check, done
 * on confirmation. The lottery flow shows its two steps.
 */
export function BookingSteps({ current, flow = 'booking' }: { current: BookingStepName; flow?: 'booking' | 'lottery' }) {
  const { t } = useTranslation('booking');
  const steps: readonly BookingStepName[] = flow === 'lottery' ? LOTTERY_STEPS : STEPS;
  return (
    <StepIndicator
      label={t('steps.label')}
      steps={steps.map((step) => t(`steps.${step}`))}
      current={steps.indexOf(current)}
      doneText={t('steps.completed')}
    />
  );
}
