// @vitest-environment jsdom
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { GuestDetailForm } from '#app/features/checkout/components/guest-detail-form.tsx';
import { activateLocale } from '#app/i18n/i18n.ts';

beforeAll(async () => {
  await activateLocale('en');
});

const BOOKER = { first_name: 'Hanako', last_name: 'Yamada', email: 'hanako@example.com', email_confirmation: 'hanako@example.com', phone: '+81312345678' };

function renderForm() {
  const onSubmit = vi.fn();
  render(
    <GuestDetailForm
      rooms={[{ adults: 2, name: 'Room 1: Standard Double, Room only' }]}
      extrasRequired={{ kana: false, address: false }}
      draft={BOOKER}
      onDraftChange={() => undefined}
      paymentTypes={['on_site']}
      cardRules={{ checkout: '2030-04-11', currency: 'JPY', charged: 22000 }}
      onPaymentTypeChange={() => undefined}
      onSubmit={onSubmit}
      total="¥22,000"
      cardCollector={{ kind: 'hosted_fields', provider: 'stand-in', hotelId: 1 }}
      addOns={<p>Extras here</p>}
    />,
  );
  return { onSubmit };
}

describe('guest detail form drawn in stages (ADR 279)', () => {
  it('draws who books with the first render, then the rooms, the add-ons and the way to pay in later tasks, in order', async () => {
    renderForm();
    expect(screen.getByLabelText('First name')).toHaveValue('Hanako');
    expect(screen.queryByText('Extras here')).toBeNull();
    expect(screen.queryByRole('checkbox', { name: /terms and conditions/ })).toBeNull();

    const terms = await screen.findByRole('checkbox', { name: /terms and conditions/ });
    const extras = screen.getByText('Extras here');
    const room = screen.getByRole('group', { name: /Room 1/ });
    // Document order, which is the keyboard's: who books, the room, the add-ons, then the way to pay and the terms.
    expect(screen.getByLabelText('Phone number').compareDocumentPosition(room) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(room.compareDocumentPosition(extras) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(extras.compareDocumentPosition(terms) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('draws every stage on a submit before they are drawn, and focuses the first invalid field of a later stage', async () => {
    const { onSubmit } = renderForm();
    expect(screen.queryByRole('checkbox', { name: /terms and conditions/ })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Confirm booking' }));

    const terms = await screen.findByRole('checkbox', { name: /terms and conditions/ });
    await waitFor(() => expect(terms).toHaveAttribute('aria-invalid', 'true'));
    // The booker's fields are valid: the focus goes on to the first field a later stage drew with an error.
    const focused = document.activeElement;
    expect(focused).not.toBe(document.body);
    expect(focused).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('First name')).not.toHaveAttribute('aria-invalid');
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
