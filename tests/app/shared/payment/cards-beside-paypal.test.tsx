// @vitest-environment jsdom
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { GuestDetailForm } from '#app/features/checkout/components/guest-detail-form.tsx';
import { activateLocale } from '#app/i18n/i18n.ts';

// Cards beside PayPal (ADR 264): PayPal's SDK is the provider's own script, so its button is stood in for here; the
// card side is the gateway's real hosted fields frame.
vi.mock('#app/shared/payment/paypal-buttons.tsx', () => ({ PayPalButtons: ({ hotelId }: { hotelId: number }) => <p>PayPal button for hotel {hotelId}</p> }));

beforeAll(async () => {
  await activateLocale('en');
});

const BOOKER = { first_name: 'Hanako', last_name: 'Yamada', email: 'hanako@example.com', email_confirmation: 'hanako@example.com', phone: '+81312345678' };
const TOKEN_MESSAGE = { type: 'hbw:card-token', provider: 'gmo', token: 'gmo_abcdefghijklmnopqrstuvwxyz012345', brand: 'visa', last4: '1111' };
const FRAME_TITLE = "Card details on the payment provider's secure page";

function renderForm() {
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
      cardCollector={{ kind: 'paypal', hotelId: 204, cards: { kind: 'hosted_fields', provider: 'gmo', hotelId: 204 } }}
    />,
  );
  return { onSubmit, user: userEvent.setup() };
}

function post(data: unknown, source: MessageEventSource | null) {
  act(() => {
    window.dispatchEvent(new MessageEvent('message', { data, origin: window.location.origin, source }));
  });
}

describe('cards beside PayPal at a gmo-paypal hotel', () => {
  it('offers both: PayPal’s button, or a card in GMO’s hosted fields that books with the frame’s token', async () => {
    const { onSubmit, user } = renderForm();
    const payWith = await screen.findByRole('group', { name: 'Pay with' });
    expect(payWith).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'PayPal' })).toBeChecked();
    expect(await screen.findByText('PayPal button for hotel 204')).toBeInTheDocument();
    expect(screen.queryByTitle(FRAME_TITLE)).toBeNull();

    await user.click(screen.getByRole('radio', { name: 'Credit card' }));
    expect(screen.queryByText('PayPal button for hotel 204')).toBeNull();
    const frame = screen.getByTitle<HTMLIFrameElement>(FRAME_TITLE);
    expect(frame.src).toContain('/psp/hosted-fields/gmo?hotel_id=204');
    expect(screen.queryByRole('textbox', { name: 'Card number' })).toBeNull();

    // Another provider's token is not this frame's (attack): nothing is ready, nothing books.
    post({ ...TOKEN_MESSAGE, provider: 'paygent' }, frame.contentWindow);
    await user.click(screen.getByRole('checkbox', { name: /terms and conditions/ }));
    await user.click(screen.getByRole('button', { name: 'Confirm booking' }));
    expect(onSubmit).not.toHaveBeenCalled();

    post(TOKEN_MESSAGE, frame.contentWindow);
    await user.click(screen.getByRole('button', { name: 'Confirm booking' }));
    expect(onSubmit).toHaveBeenCalledWith(expect.anything(), { type: 'card', providerToken: TOKEN_MESSAGE.token }, expect.anything(), expect.anything());
  });

  it('drops the card’s token when the guest goes back to PayPal', async () => {
    const { user } = renderForm();
    await user.click(await screen.findByRole('radio', { name: 'Credit card' }));
    post(TOKEN_MESSAGE, screen.getByTitle<HTMLIFrameElement>(FRAME_TITLE).contentWindow);
    expect(screen.getByRole('status')).toHaveTextContent('The card ending 1111 is ready.');
    await user.click(screen.getByRole('radio', { name: 'PayPal' }));
    await user.click(screen.getByRole('radio', { name: 'Credit card' }));
    expect(screen.queryByText('The card ending 1111 is ready.')).toBeNull();
  });
});
