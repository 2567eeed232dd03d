// @vitest-environment jsdom
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { GlobalBanners } from '#app/app/shell/global-banners.tsx';
import { activateLocale } from '#app/i18n/i18n.ts';
import { resetErrors, setGlobalError, showGlobalMessage } from '#app/platform/stores/error-store.ts';
import { useShellStore } from '#app/platform/stores/shell-store.ts';

beforeAll(async () => {
  await activateLocale('en');
});

beforeEach(() => {
  resetErrors();
  useShellStore.setState({ preview: false });
});

describe('GlobalBanners', () => {
  it('announces the global error and lets the guest dismiss it', async () => {
    render(<GlobalBanners />);
    act(() => setGlobalError('The session has ended.'));
    expect(screen.getByRole('alert')).toHaveTextContent('The session has ended.');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.getByRole('alert')).toBeEmptyDOMElement();
  });

  it('shows a global message as success when only text is given', () => {
    render(<GlobalBanners />);
    act(() => showGlobalMessage('Saved.'));
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('Saved.');
    expect(status.querySelector('[data-variant]')).toHaveAttribute('data-variant', 'success');
  });

  it('shows the preview notice in preview mode', () => {
    useShellStore.setState({ preview: true });
    render(<GlobalBanners />);
    expect(screen.getByText('Preview mode: bookings made here are for checking the page only.')).toBeVisible();
  });
});
