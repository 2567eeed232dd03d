// @vitest-environment jsdom
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { GuestDetailForm } from '#app/features/checkout/components/guest-detail-form.tsx';
import { activateLocale } from '#app/i18n/i18n.ts';
import { cardCollectorFor } from '#app/shared/payment/card-collectors.ts';

beforeAll(async () => {
  await activateLocale('en');
});

const BOOKER = { first_name: 'Hanako', last_name: 'Yamada', email: 'hanako@example.com', email_confirmation: 'hanako@example.com', phone: '+81312345678' };
// The API runs on the page's origin in jsdom (no api-base-url meta), so the provider's frame is on it too.
const PROVIDER_ORIGIN = window.location.origin;
const TOKEN_MESSAGE = { type: 'hbw:card-token', provider: 'gmo', token: 'gmo_abcdefghijklmnopqrstuvwxyz012345', brand: 'visa', last4: '1111' };

function renderHostedForm() {
  const onSubmit = vi.fn(async () => undefined);
  render(
    <GuestDetailForm
      rooms={[{ adults: 2, name: 'Room 1: Standard Double, Room only' }]}
      extrasRequired={{ kana: false, address: false }}
      draft={{ ...BOOKER, payment_type: 'card' }}
      onDraftChange={vi.fn()}
      paymentTypes={['on_site', 'card']}
      cardRules={{ checkout: '2030-04-11', currency: 'JPY', charged: 22000 }}
      onPaymentTypeChange={vi.fn()}
      onSubmit={onSubmit}
      total="¥22,000"
      cardCollector={{ kind: 'hosted_fields', provider: 'gmo', hotelId: 201 }}
    />,
  );
  return { onSubmit, user: userEvent.setup() };
}

function post(data: unknown, origin: string, source: MessageEventSource | null) {
  act(() => {
    window.dispatchEvent(new MessageEvent('message', { data, origin, source }));
  });
}

describe('the card collector registry', () => {
  it('chooses the hosted fields of a token provider, and the stand-in fields for none', () => {
    expect(cardCollectorFor({ hotel_id: 201, payment_gateway_setting: { provider: 'gmo' } })).toEqual({ kind: 'hosted_fields', provider: 'gmo', hotelId: 201 });
    expect(cardCollectorFor({ hotel_id: 101, payment_gateway_setting: null })).toEqual({ kind: 'hosted_fields', provider: 'stand-in', hotelId: 101 });
  });
});

describe('hosted card fields in the booking form', () => {
  it('shows the provider frame, not the app card inputs, and books with the token the frame posts', async () => {
    const { onSubmit, user } = renderHostedForm();
    const frame = await screen.findByTitle<HTMLIFrameElement>("Card details on the payment provider's secure page");
    expect(frame.src).toContain('/psp/hosted-fields/gmo?hotel_id=201');
    expect(screen.queryByRole('textbox', { name: 'Card number' })).toBeNull();
    await user.click(screen.getByRole('checkbox', { name: /terms and conditions/ }));
    await user.click(screen.getByRole('button', { name: 'Confirm booking' }));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByRole('alert')).toHaveTextContent('Use this card');

    post(TOKEN_MESSAGE, PROVIDER_ORIGIN, frame.contentWindow);
    expect(screen.getByRole('status')).toHaveTextContent('The card ending 1111 is ready.');
    await user.click(screen.getByRole('button', { name: 'Confirm booking' }));
    expect(onSubmit).toHaveBeenCalledWith(expect.anything(), { type: 'card', providerToken: TOKEN_MESSAGE.token }, expect.anything(), expect.anything());
  });

  it('ignores a token posted by another origin or another window (attack)', async () => {
    const { onSubmit, user } = renderHostedForm();
    const frame = await screen.findByTitle<HTMLIFrameElement>("Card details on the payment provider's secure page");
    post(TOKEN_MESSAGE, 'https://evil.example', frame.contentWindow);
    post(TOKEN_MESSAGE, PROVIDER_ORIGIN, window);
    post({ ...TOKEN_MESSAGE, provider: 'paygent' }, PROVIDER_ORIGIN, frame.contentWindow);
    expect(screen.queryByRole('status')).toBeNull();
    await user.click(screen.getByRole('checkbox', { name: /terms and conditions/ }));
    await user.click(screen.getByRole('button', { name: 'Confirm booking' }));
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
