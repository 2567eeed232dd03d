// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { GuestDetailForm } from '../../../../../app/src/features/booking/components/guest-detail-form';
import { activateLocale } from '../../../../../app/src/lib/i18n';

beforeAll(async () => {
  await activateLocale('en');
});

function renderForm(props: Partial<Parameters<typeof GuestDetailForm>[0]> = {}) {
  const onSubmit = vi.fn();
  const onDraftChange = vi.fn();
  render(
    <GuestDetailForm draft={{}} onDraftChange={onDraftChange} onSubmit={onSubmit} submitting={false} {...props} />,
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
    expect(onSubmit).toHaveBeenCalledWith({
      first_name: 'Hanako',
      last_name: 'Yamada',
      email: 'hanako@example.com',
      phone: '+81312345678',
    });
  });

  it('starts from the draft and reports each change for it to be kept', async () => {
    const { onDraftChange, user } = renderForm({ draft: { first_name: 'Hanako', email: 'hanako@example.com' } });
    expect(screen.getByLabelText('First name')).toHaveValue('Hanako');
    await user.type(screen.getByLabelText('Last name'), 'Y');
    expect(onDraftChange).toHaveBeenLastCalledWith(
      expect.objectContaining({ first_name: 'Hanako', last_name: 'Y', email: 'hanako@example.com' }),
    );
  });

  it('shows on-site payment as the chosen method', () => {
    renderForm();
    const payment = screen.getByRole('group', { name: 'Payment method' });
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

  it('cannot be submitted again while a booking is being sent', () => {
    renderForm({ submitting: true });
    expect(screen.getByRole('button', { name: 'Confirm booking' })).toBeDisabled();
    expect(screen.getByRole('status')).toHaveTextContent('Sending your booking…');
  });
});
