// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { GuestDetailForm } from '#app/features/checkout/components/guest-detail-form.tsx';
import { activateLocale } from '#app/i18n/i18n.ts';

beforeAll(async () => {
  await activateLocale('en');
});

const BOOKER = { first_name: 'Hanako', last_name: 'Yamada', email: 'hanako@example.com', email_confirmation: 'hanako@example.com', phone: '+81312345678' };

function renderCardForm(charged = 22000) {
  const onSubmit = vi.fn(async () => undefined);
  const onPaymentTypeChange = vi.fn();
  const onDraftChange = vi.fn();
  render(
    <GuestDetailForm
      rooms={[{ adults: 2, name: 'Room 1: Standard Double, Room only' }]}
      extrasRequired={{ kana: false, address: false }}
      draft={{ ...BOOKER, payment_type: 'card' }}
      onDraftChange={onDraftChange}
      paymentTypes={['on_site', 'card']}
      cardRules={{ checkout: '2030-04-11', mode: 'normal', charged, today: '2030-04-01' }}
      onPaymentTypeChange={onPaymentTypeChange}
      onSubmit={onSubmit}
      total="¥22,000"
    />,
  );
  return { onSubmit, onPaymentTypeChange, onDraftChange, user: userEvent.setup() };
}

async function fillCard(user: ReturnType<typeof userEvent.setup>, number = '4111 1111 1111 1111') {
  await user.type(screen.getByRole('textbox', { name: 'Card number' }), number);
  await user.type(screen.getByRole('textbox', { name: 'Name on card' }), 'HANAKO YAMADA');
  await user.selectOptions(screen.getByRole('combobox', { name: 'Expiry month' }), '04');
  await user.selectOptions(screen.getByRole('combobox', { name: 'Expiry year' }), '2030');
  await user.type(screen.getByRole('textbox', { name: 'Security code' }), '123');
  await user.click(screen.getByRole('checkbox', { name: /terms and conditions/ }));
}

describe('card form', () => {
  it('appears in its own labelled group only when paying by card', async () => {
    const { onPaymentTypeChange, user } = renderCardForm();
    expect(screen.getByRole('group', { name: 'Card details' })).toBeInTheDocument();
    expect(onPaymentTypeChange).toHaveBeenCalledWith('card');
    await user.click(screen.getByRole('radio', { name: 'Pay at the hotel' }));
    expect(screen.queryByRole('group', { name: 'Card details' })).toBeNull();
    expect(onPaymentTypeChange).toHaveBeenLastCalledWith('on_site');
  });

  it('asks for every card field with a localized message at the field', async () => {
    const { onSubmit, user } = renderCardForm();
    await user.click(screen.getByRole('button', { name: 'Confirm booking' }));
    for (const name of ['Card number', 'Name on card', 'Security code']) {
      expect(screen.getByRole('textbox', { name })).toHaveAccessibleDescription(expect.stringContaining('This field is required.'));
    }
    expect(screen.getByRole('combobox', { name: 'Expiry month' })).toHaveAccessibleDescription('This field is required.');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('detects the brand as the number is typed', async () => {
    const { user } = renderCardForm();
    await user.type(screen.getByRole('textbox', { name: 'Card number' }), '5555 5555 5555 4444');
    expect(screen.getByText('Card type: Mastercard')).toBeInTheDocument();
  });

  it('refuses a card expiring before check-out and a roman-letter-less holder', async () => {
    const { onSubmit, user } = renderCardForm();
    await fillCard(user);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Expiry month' }), '03');
    await user.clear(screen.getByRole('textbox', { name: 'Name on card' }));
    await user.type(screen.getByRole('textbox', { name: 'Name on card' }), '山田花子');
    await user.click(screen.getByRole('button', { name: 'Confirm booking' }));
    expect(screen.getByRole('combobox', { name: 'Expiry month' })).toHaveAccessibleDescription(
      'The card must be valid through your check-out date.',
    );
    expect(screen.getByRole('textbox', { name: 'Name on card' })).toHaveAccessibleDescription(
      expect.stringContaining('Enter the name in half-width roman letters'),
    );
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('refuses Visa over 1,000,000 yen', async () => {
    const { onSubmit, user } = renderCardForm(1_200_000);
    await fillCard(user);
    await user.click(screen.getByRole('button', { name: 'Confirm booking' }));
    expect(screen.getByRole('textbox', { name: 'Card number' })).toHaveAccessibleDescription(
      expect.stringContaining('cannot be used online for more than ¥1,000,000'),
    );
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('hands over a valid card, then clears its number and security code, never putting them in the draft', async () => {
    const { onSubmit, onDraftChange, user } = renderCardForm();
    await fillCard(user);
    await user.click(screen.getByRole('button', { name: 'Confirm booking' }));
    expect(onSubmit).toHaveBeenCalledWith(
      { first_name: 'Hanako', last_name: 'Yamada', email: 'hanako@example.com', phone: '+81312345678' },
      {
        type: 'card',
        card: {
          number: '4111 1111 1111 1111',
          holder: 'HANAKO YAMADA',
          exp_month: '04',
          exp_year: '2030',
          security_code: '123',
          korean_birth_date: '',
          korean_pin_prefix: '',
        },
        // Only a signed-in member is offered to keep the card (ADR 224); a guest's is never saved.
        saveCard: false,
      },
      [{ guest: undefined, genders: undefined }],
      [],
    );
    expect(screen.getByRole('textbox', { name: 'Card number' })).toHaveValue('');
    expect(screen.getByRole('textbox', { name: 'Security code' })).toHaveValue('');
    expect(JSON.stringify(onDraftChange.mock.calls)).not.toMatch(/4111 ?1111/);
    expect(JSON.stringify(onDraftChange.mock.calls)).not.toContain('"123"');
  });
});
