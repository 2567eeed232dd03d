// @vitest-environment jsdom
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { GuestDetailForm } from '#app/features/checkout/components/guest-detail-form.tsx';
import { activateLocale } from '#app/i18n/i18n.ts';
import { useSessionStore } from '#app/platform/stores/session-store.ts';

beforeAll(async () => {
  await activateLocale('en');
});

// The session's locale decides the name rules (order, kana); the texts stay English so the tests read them.
afterEach(() => {
  useSessionStore.setState({ locale: 'ja' });
});

function renderForm(props: Partial<Parameters<typeof GuestDetailForm>[0]> = {}) {
  const onSubmit = vi.fn();
  const onDraftChange = vi.fn();
  render(
    <GuestDetailForm
      rooms={[{ adults: 2, name: 'Room 1: Standard Double, Room only' }]}
      extrasRequired={{ kana: false, address: false }}
      draft={{}}
      onDraftChange={onDraftChange}
      paymentTypes={['on_site']}
      cardRules={{ checkout: '2030-04-11', currency: 'JPY', charged: 22000 }}
      onPaymentTypeChange={() => undefined}
      onSubmit={onSubmit}
      total="¥22,000"
      cardCollector={{ kind: 'hosted_fields', provider: 'stand-in', hotelId: 1 }}
      {...props}
    />,
  );
  return { onSubmit, onDraftChange, user: userEvent.setup() };
}

const FIELDS = ['First name', 'Last name', 'Email', 'Confirm email', 'Phone number'] as const;

async function fillValidGuest(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('First name'), ' Hanako ');
  await user.type(screen.getByLabelText('Last name'), 'Yamada');
  await user.type(screen.getByLabelText('Email'), 'hanako@example.com');
  await user.type(screen.getByLabelText('Confirm email'), 'hanako@example.com');
  await user.type(screen.getByLabelText('Phone number'), '+81312345678');
  await user.click(screen.getByRole('checkbox', { name: /terms and conditions/ }));
}

describe('guest detail form', () => {
  it('shows the localized required message at each empty field and does not submit', async () => {
    const { onSubmit, user } = renderForm();
    await user.click(screen.getByRole('button', { name: 'Confirm booking' }));

    for (const label of FIELDS) {
      const field = screen.getByLabelText(label);
      expect(field).toHaveAttribute('aria-invalid', 'true');
      expect(field).toHaveAccessibleDescription(expect.stringContaining('This field is required.'));
    }
    expect(screen.getByLabelText('First name')).toHaveFocus();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('says when the email confirmation does not match', async () => {
    const { onSubmit, user } = renderForm();
    await fillValidGuest(user);
    await user.clear(screen.getByLabelText('Confirm email'));
    await user.type(screen.getByLabelText('Confirm email'), 'hanako@example.org');
    await user.click(screen.getByRole('button', { name: 'Confirm booking' }));

    expect(screen.getByLabelText('Confirm email')).toHaveAccessibleDescription('The email addresses do not match.');
    expect(screen.getByLabelText('Email')).not.toHaveAttribute('aria-invalid');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('words invalid email and phone values with their own messages', async () => {
    const { user } = renderForm();
    await user.type(screen.getByLabelText('Email'), 'hanako@');
    await user.type(screen.getByLabelText('Phone number'), '03-1234-5678');
    await user.click(screen.getByRole('button', { name: 'Confirm booking' }));

    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Enter a valid email address.');
    expect(screen.getByLabelText('Phone number')).toHaveAccessibleDescription(
      expect.stringContaining('Use half-width digits only'),
    );
  });

  it('submits the trimmed booker when every field is valid', async () => {
    const { onSubmit, user } = renderForm();
    await fillValidGuest(user);
    await user.click(screen.getByRole('button', { name: 'Confirm booking' }));

    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(onSubmit).toHaveBeenCalledWith(
      { first_name: 'Hanako', last_name: 'Yamada', email: 'hanako@example.com', phone: '+81312345678' },
      { type: 'on_site' },
      [{ guest: undefined, genders: undefined }],
      [],
    );
  });

  it('starts from the draft and reports each change for it to be kept', async () => {
    const { onDraftChange, user } = renderForm({ draft: { first_name: 'Hanako', email: 'hanako@example.com' } });
    expect(screen.getByLabelText('First name')).toHaveValue('Hanako');
    await user.type(screen.getByLabelText('Last name'), 'Y');
    expect(onDraftChange).toHaveBeenLastCalledWith(
      expect.objectContaining({ first_name: 'Hanako', last_name: 'Y', email: 'hanako@example.com' }),
    );
  });

  it('shows on-site payment as the chosen method when it is the only one', async () => {
    renderForm();
    const payment = await screen.findByRole('group', { name: 'Payment method' });
    expect(payment).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Pay at the hotel' })).toBeChecked();
  });

  it('asks the guest to accept a changed price before submitting again', async () => {
    const { onSubmit, user } = renderForm({ newTotal: '¥24,000' });
    await fillValidGuest(user);
    await user.click(screen.getByRole('button', { name: 'Confirm booking' }));

    const accept = screen.getByRole('checkbox', { name: 'I accept the new total of ¥24,000.' });
    expect(accept).toHaveAccessibleDescription('Tick the box to accept the new total.');
    expect(onSubmit).not.toHaveBeenCalled();

    await user.click(accept);
    await user.click(screen.getByRole('button', { name: 'Confirm booking' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('cannot be submitted again while a booking is being sent or checked, and says which', () => {
    renderForm({ busyLabel: 'We are checking whether your booking went through…' });
    expect(screen.getByRole('button', { name: 'Confirm booking' })).toBeDisabled();
    expect(screen.getByRole('status')).toHaveTextContent('We are checking whether your booking went through…');
  });

  it('refuses to book until the terms are accepted', async () => {
    const { onSubmit, user } = renderForm();
    await fillValidGuest(user);
    const terms = screen.getByRole('checkbox', { name: /terms and conditions/ });
    await user.click(terms);
    await user.click(screen.getByRole('button', { name: 'Confirm booking' }));
    expect(terms).toHaveAccessibleDescription('Please accept the terms and conditions to book.');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('sets the other gender count to the adults left, and sends both', async () => {
    const { onSubmit, user } = renderForm({ rooms: [{ adults: 3, name: 'Room 1: Twin, Room only' }] });
    await fillValidGuest(user);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Men' }), '1');
    expect(screen.getByRole('combobox', { name: 'Women' })).toHaveValue('2');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Women' }), '3');
    expect(screen.getByRole('combobox', { name: 'Men' })).toHaveValue('0');
    await user.click(screen.getByRole('button', { name: 'Confirm booking' }));
    expect(onSubmit).toHaveBeenCalledWith(expect.anything(), { type: 'on_site' }, [{ genders: { men_count: 0, women_count: 3 } }], []);
  });

  it("asks kana of the booker and of a room's own guest in Japanese where the hotel requires it, and the address", async () => {
    useSessionStore.setState({ locale: 'ja' });
    const { onSubmit, user } = renderForm({ extrasRequired: { kana: true, address: true } });
    await fillValidGuest(user);
    // Right after the name it reads, family name first.
    const textboxes = screen.getAllByRole('textbox').map((box) => box.getAttribute('name'));
    expect(textboxes.slice(0, 4)).toEqual(['last_name', 'first_name', 'last_name_kana', 'first_name_kana']);
    await user.type(screen.getByLabelText('First name (kana)'), 'Hanako');
    await user.type(screen.getByLabelText('Last name (kana)'), '花子');
    await user.click(screen.getByRole('checkbox', { name: 'I am booking for someone else' }));
    await user.click(screen.getByRole('button', { name: 'Confirm booking' }));
    expect(screen.getByLabelText('First name (kana)')).toHaveAccessibleDescription('In hiragana or katakana. Use hiragana or katakana only.');
    expect(screen.getByLabelText('Last name (kana)')).toHaveAccessibleDescription(expect.stringContaining('Use hiragana or katakana only.'));
    expect(screen.getByLabelText("Guest's first name (kana)")).toHaveAccessibleDescription(expect.stringContaining('This field is required.'));
    expect(screen.getByRole('combobox', { name: 'Prefecture' })).toHaveAccessibleDescription('Choose a prefecture.');
    expect(onSubmit).not.toHaveBeenCalled();

    await user.clear(screen.getByLabelText('First name (kana)'));
    await user.type(screen.getByLabelText('First name (kana)'), 'はなこ');
    await user.clear(screen.getByLabelText('Last name (kana)'));
    await user.type(screen.getByLabelText('Last name (kana)'), 'ヤマダ');
    await user.type(screen.getByLabelText("Guest's first name"), 'Taro');
    await user.type(screen.getByLabelText("Guest's last name"), 'Sato');
    await user.type(screen.getByLabelText("Guest's first name (kana)"), ' タロウ ');
    await user.type(screen.getByLabelText("Guest's last name (kana)"), 'さとう');
    await user.type(screen.getByLabelText(/^Postal code/), '104-0061');
    await user.click(screen.getByRole('button', { name: 'Confirm booking' }));
    expect(screen.getByLabelText(/^Postal code/)).toHaveAccessibleDescription(expect.stringContaining('Use letters and digits only.'));

    await user.clear(screen.getByLabelText(/^Postal code/));
    await user.type(screen.getByLabelText(/^Postal code/), '1040061');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Prefecture' }), 'JP-13');
    await user.type(screen.getByLabelText('Street address'), 'Chuo-ku Ginza 1-1');
    await user.click(screen.getByRole('button', { name: 'Confirm booking' }));
    expect(onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({
        first_name_kana: 'はなこ',
        last_name_kana: 'ヤマダ',
        address: { postal_code: '1040061', prefecture_or_state: 'JP-13', street_address: 'Chuo-ku Ginza 1-1' },
      }),
      { type: 'on_site' },
      [{ guest: { first_name: 'Taro', last_name: 'Sato', first_name_kana: 'タロウ', last_name_kana: 'さとう' }, genders: undefined }],
      [],
    );
  });

  it('asks no kana in another language, even where the hotel requires it, and neither when the hotel does not', async () => {
    useSessionStore.setState({ locale: 'en' });
    const { onSubmit, user } = renderForm({ extrasRequired: { kana: true, address: false } });
    expect(screen.queryByLabelText('First name (kana)')).toBeNull();
    await fillValidGuest(user);
    await user.click(screen.getByRole('checkbox', { name: 'I am booking for someone else' }));
    expect(screen.queryByLabelText("Guest's first name (kana)")).toBeNull();
    await user.type(screen.getByLabelText("Guest's first name"), 'Taro');
    await user.type(screen.getByLabelText("Guest's last name"), 'Sato');
    await user.click(screen.getByRole('button', { name: 'Confirm booking' }));
    expect(onSubmit).toHaveBeenCalledWith(
      expect.not.objectContaining({ first_name_kana: expect.anything() }),
      { type: 'on_site' },
      [{ guest: { first_name: 'Taro', last_name: 'Sato' }, genders: undefined }],
      [],
    );
  });

  it('asks for neither when the hotel does not', () => {
    renderForm();
    expect(screen.queryByLabelText('First name (kana)')).toBeNull();
    expect(screen.queryByRole('group', { name: 'Address' })).toBeNull();
  });

  it('asks for the staying guest when booking for someone else, and sends them for the room', async () => {
    const { onSubmit, user } = renderForm();
    await fillValidGuest(user);
    await user.click(screen.getByRole('checkbox', { name: 'I am booking for someone else' }));
    await user.click(screen.getByRole('button', { name: 'Confirm booking' }));
    expect(screen.getByLabelText("Guest's first name")).toHaveAccessibleDescription('This field is required.');
    expect(onSubmit).not.toHaveBeenCalled();

    await user.type(screen.getByLabelText("Guest's first name"), ' Taro ');
    await user.type(screen.getByLabelText("Guest's last name"), 'Suzuki');
    await user.click(screen.getByRole('button', { name: 'Confirm booking' }));
    expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ first_name: 'Hanako' }), { type: 'on_site' }, [
      { guest: { first_name: 'Taro', last_name: 'Suzuki' }, genders: undefined },
    ], []);
  });

  it('gives every room its own section: its staying guest and its own men and women counts', async () => {
    const { onSubmit, user } = renderForm({
      rooms: [
        { adults: 2, name: 'Room 1: Twin, Room only' },
        { adults: 1, name: 'Room 2: Single, Solo' },
      ],
    });
    await fillValidGuest(user);
    const room1 = screen.getByRole('group', { name: 'Room 1: Twin, Room only' });
    const room2 = screen.getByRole('group', { name: 'Room 2: Single, Solo' });
    // Only the first room decides whether the booker books for someone else; a later room may name its own guest.
    expect(within(room1).getByRole('checkbox', { name: 'I am booking for someone else' })).toBeInTheDocument();
    expect(within(room2).getByText('Otherwise the guest of room 1 stays here.')).toBeInTheDocument();
    await user.click(within(room2).getByRole('checkbox', { name: 'Another guest stays in this room' }));
    await user.selectOptions(within(room1).getByRole('combobox', { name: 'Men' }), '2');
    expect(within(room1).getByRole('combobox', { name: 'Women' })).toHaveValue('0');
    await user.selectOptions(within(room2).getByRole('combobox', { name: 'Women' }), '1');
    expect(within(room2).getByRole('combobox', { name: 'Men' })).toHaveValue('0');
    await user.click(screen.getByRole('button', { name: 'Confirm booking' }));
    expect(within(room2).getByLabelText("Guest's first name")).toHaveAccessibleDescription('This field is required.');
    expect(onSubmit).not.toHaveBeenCalled();

    await user.type(within(room2).getByLabelText("Guest's first name"), 'Jiro');
    await user.type(within(room2).getByLabelText("Guest's last name"), 'Sato');
    await user.click(screen.getByRole('button', { name: 'Confirm booking' }));
    expect(onSubmit).toHaveBeenCalledWith(expect.anything(), { type: 'on_site' }, [
      { guest: undefined, genders: { men_count: 2, women_count: 0 } },
      { guest: { first_name: 'Jiro', last_name: 'Sato' }, genders: { men_count: 0, women_count: 1 } },
    ], []);
  });
});

// A booker's details already typed, and add-ons, so each stage has something to show.
const STAGED = {
  draft: { first_name: 'Hanako', last_name: 'Yamada', email: 'hanako@example.com', email_confirmation: 'hanako@example.com', phone: '+81312345678' },
  addOns: <p>Extras here</p>,
};

describe('guest detail form drawn in stages (ADR 279)', () => {
  it('draws who books with the first render, then the rooms, the add-ons and the way to pay in later tasks, in order', async () => {
    renderForm(STAGED);
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
    const { onSubmit } = renderForm(STAGED);
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
