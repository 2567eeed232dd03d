// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { StepIndicator } from '#app/components/ui/step-indicator.tsx';
import { BookingSteps } from '#app/shared/reservations/booking-steps.tsx';
import { activateLocale } from '#app/i18n/i18n.ts';

beforeAll(async () => {
  await activateLocale('en');
});
afterEach(cleanup);

describe('step indicator', () => {
  it('is a named ordered list with the current step marked aria-current="step" and the steps before it said done', () => {
    render(<StepIndicator label="Booking steps" steps={['Your details', 'Payment', 'Done']} current={1} doneText="completed" />);
    const nav = screen.getByRole('navigation', { name: 'Booking steps' });
    const items = within(within(nav).getByRole('list')).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual(['✓Your details (completed)', '2Payment', '3Done']);
    expect(items.map((item) => item.getAttribute('aria-current'))).toEqual([null, 'step', null]);
    expect(nav.querySelector('ol')).not.toBeNull();
  });

  it('names the booking steps in the guest language and marks the last one on confirmation', () => {
    render(<BookingSteps current="done" />);
    const current = screen.getByRole('listitem', { current: 'step' });
    expect(current).toHaveTextContent('Done');
    expect(screen.getAllByText(/\(completed\)/)).toHaveLength(2);
  });
});
