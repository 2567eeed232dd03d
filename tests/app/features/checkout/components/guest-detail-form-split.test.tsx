// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { GuestDetailForm, type BookingFormPart, type GuestDetailFormProps } from '#app/features/checkout/components/guest-detail-form.tsx';
import type { BookerDraftValues } from '#app/shared/booking-draft/booker-form-schema.ts';
import { activateLocale } from '#app/i18n/i18n.ts';

// ADR 260: the travel-agency site splits the booking form over guest detail and /reservation/payment.

beforeAll(async () => {
  await activateLocale('en');
});

const BOOKER: BookerDraftValues = {
  first_name: 'Hanako',
  last_name: 'Yamada',
  email: 'hanako@example.com',
  email_confirmation: 'hanako@example.com',
  phone: '+81312345678',
};

function renderPart(split: BookingFormPart, draft: BookerDraftValues = {}) {
  const onSubmit = vi.fn<GuestDetailFormProps['onSubmit']>(async () => undefined);
  render(
    <GuestDetailForm
      rooms={[{ adults: 2, name: 'Room 1: Standard Double, Room only' }]}
      extrasRequired={{ kana: false, address: false }}
      draft={draft}
      onDraftChange={() => undefined}
      paymentTypes={['on_site']}
      cardRules={{ checkout: '2030-04-11', currency: 'JPY', charged: 22000 }}
      cardCollector={{ kind: 'hosted_fields', provider: 'stand-in', hotelId: 1 }}
      onPaymentTypeChange={() => undefined}
      onSubmit={onSubmit}
      total="¥22,000"
      split={split}
    />,
  );
  return { onSubmit, user: userEvent.setup() };
}

describe('the booking form split over two pages', () => {
  it('asks who books on guest detail, and goes on to payment without the terms or a way to pay', async () => {
    const onContinue = vi.fn();
    const { onSubmit, user } = renderPart({ part: 'details', onContinue });
    expect(screen.queryByRole('group', { name: 'Payment method' })).toBeNull();
    expect(screen.queryByRole('checkbox', { name: /terms and conditions/ })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Continue to payment' }));
    expect(screen.getByLabelText('First name')).toHaveAttribute('aria-invalid', 'true');
    expect(onContinue).not.toHaveBeenCalled();

    await user.type(screen.getByLabelText('First name'), 'Hanako');
    await user.type(screen.getByLabelText('Last name'), 'Yamada');
    await user.type(screen.getByLabelText('Email'), 'hanako@example.com');
    await user.type(screen.getByLabelText('Confirm email'), 'hanako@example.com');
    await user.type(screen.getByLabelText('Phone number'), '+81312345678');
    await user.click(screen.getByRole('button', { name: 'Continue to payment' }));
    expect(onContinue).toHaveBeenCalledOnce();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('books on the payment page with the details given on guest detail, which it shows but does not ask', async () => {
    const { onSubmit, user } = renderPart({ part: 'payment', detailsSummary: <p>Booked by Hanako Yamada</p> }, BOOKER);
    expect(screen.getByText('Booked by Hanako Yamada')).toBeInTheDocument();
    expect(screen.queryByLabelText('First name')).toBeNull();
    expect(screen.getByRole('form', { name: 'Payment method' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Confirm booking' }));
    expect(screen.getByRole('checkbox', { name: /terms and conditions/ })).toHaveAttribute('aria-invalid', 'true');
    expect(onSubmit).not.toHaveBeenCalled();

    await user.click(screen.getByRole('checkbox', { name: /terms and conditions/ }));
    await user.click(screen.getByRole('button', { name: 'Confirm booking' }));
    expect(onSubmit).toHaveBeenCalledOnce();
    expect(onSubmit.mock.calls[0]?.[0]).toMatchObject({ first_name: 'Hanako', last_name: 'Yamada', email: 'hanako@example.com', phone: '+81312345678' });
    expect(onSubmit.mock.calls[0]?.[1]).toEqual({ type: 'on_site' });
  });

  it('says the details are missing instead of booking when the draft lacks them (attack: the payment page opened directly)', async () => {
    const { onSubmit, user } = renderPart({ part: 'payment', detailsSummary: null }, { first_name: 'Hanako' });
    await user.click(screen.getByRole('checkbox', { name: /terms and conditions/ }));
    await user.click(screen.getByRole('button', { name: 'Confirm booking' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Some of your details are missing.');
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
