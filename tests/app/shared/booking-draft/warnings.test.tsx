// @vitest-environment jsdom
// Document 2 section 8.3's warnings on the booking screens (ADR 239): unsaved changes and an overlapping reservation.
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { createMemoryRouter, Link, RouterProvider } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import { OverlapWarning } from '#app/features/checkout/components/overlap-warning.tsx';
import { activateLocale } from '#app/i18n/i18n.ts';
import { UnsavedChangesGuard } from '#app/shared/booking-draft/unsaved-changes-guard.tsx';

beforeAll(async () => {
  await activateLocale('en');
  // jsdom has no modal dialogs: open and close as a browser does, closing with its close event.
  HTMLDialogElement.prototype.showModal ??= function showModal(this: HTMLDialogElement) {
    this.open = true;
  };
  HTMLDialogElement.prototype.close ??= function close(this: HTMLDialogElement) {
    this.open = false;
    this.dispatchEvent(new Event('close'));
  };
});

function renderForm(typed: boolean, passing?: { current: boolean }) {
  const router = createMemoryRouter(
    [
      {
        path: '/form',
        element: (
          <>
            <UnsavedChangesGuard when={typed} passing={passing} />
            <Link to="/form?step=2">Same form</Link>
            <Link to="/results">Back to search results</Link>
          </>
        ),
      },
      { path: '/results', element: <h1>Results</h1> },
    ],
    { initialEntries: ['/form'] },
  );
  render(<RouterProvider router={router} />);
  return { router, user: userEvent.setup() };
}

function unload(): Event {
  const event = new Event('beforeunload', { cancelable: true });
  window.dispatchEvent(event);
  return event;
}

describe('unsaved changes warning', { timeout: 20_000 }, () => {
  it('lets the guest leave freely when nothing was typed, the page included', async () => {
    const { user } = renderForm(false);
    expect(unload().defaultPrevented).toBe(false);
    await user.click(screen.getByRole('link', { name: 'Back to search results' }));
    expect(await screen.findByRole('heading', { name: 'Results' })).toBeTruthy();
  });

  it('asks before leaving typed data: staying keeps the form, leaving goes on; the page asks the browser', async () => {
    const { router, user } = renderForm(true);
    expect(unload().defaultPrevented).toBe(true);

    await user.click(screen.getByRole('link', { name: 'Back to search results' }));
    expect(await screen.findByText('Leave without booking?')).toBeTruthy();
    expect(screen.getByText('What you have typed will be lost.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Stay on this page' }));
    expect(screen.queryByText('Leave without booking?')).toBeNull();
    expect(router.state.location.pathname).toBe('/form');

    await user.click(screen.getByRole('link', { name: 'Back to search results' }));
    await user.click(await screen.findByRole('button', { name: 'Leave' }));
    expect(await screen.findByRole('heading', { name: 'Results' })).toBeTruthy();
  });

  it('does not ask when the form moves on to a page of its own flow (Adyen leaving for the card issuer, ADR 270)', () => {
    const passing = { current: false };
    renderForm(true, passing);
    expect(unload().defaultPrevented).toBe(true);
    passing.current = true;
    expect(unload().defaultPrevented).toBe(false);
  });

  it('does not ask for a change of the form\'s own address', async () => {
    const { router, user } = renderForm(true);
    await user.click(screen.getByRole('link', { name: 'Same form' }));
    expect(router.state.location.search).toBe('?step=2');
    expect(screen.queryByText('Leave without booking?')).toBeNull();
  });
});

describe('overlapping reservation warning', { timeout: 20_000 }, () => {
  function Warning() {
    const [confirmed, setConfirmed] = useState(false);
    return (
      <>
        <OverlapWarning confirmed={confirmed} onConfirmedChange={setConfirmed} />
        <output>{confirmed ? 'second booking confirmed' : 'not confirmed'}</output>
      </>
    );
  }

  it('says the guest already holds these nights and books a second only once they tick the box', async () => {
    render(<Warning />);
    const user = userEvent.setup();
    expect(screen.getByText(/You already have a reservation at this hotel for some of these nights/)).toBeTruthy();
    const box = screen.getByRole('checkbox', { name: 'I want a second reservation for these nights.' });
    expect(box).not.toBeChecked();
    expect(screen.getByText('not confirmed')).toBeTruthy();
    await user.click(box);
    expect(box).toBeChecked();
    expect(screen.getByText('second booking confirmed')).toBeTruthy();
  });
});
