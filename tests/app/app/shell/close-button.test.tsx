// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { CloseButton } from '#app/app/shell/close-button.tsx';
import { readStartupQuery } from '#app/platform/read-startup-query.ts';
import { isFramed, reportToHost } from '#app/platform/host-bridge.ts';
import { activateLocale } from '#app/i18n/i18n.ts';
import { useShellStore } from '#app/platform/stores/shell-store.ts';

vi.mock('#app/platform/host-bridge.ts', () => ({ isFramed: vi.fn(), reportToHost: vi.fn() }));

beforeAll(async () => {
  await activateLocale('en');
});

beforeEach(() => {
  vi.mocked(isFramed).mockReturnValue(true);
  vi.mocked(reportToHost).mockClear();
});

describe('CloseButton', () => {
  it('in the chatbot frame asks the host to close', async () => {
    useShellStore.setState({ query: readStartupQuery('?hotel_code=h&iframe=chatbot') });
    render(<CloseButton />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Close the booking window' }));
    expect(reportToHost).toHaveBeenCalledWith('close');
  });

  it('is absent outside a frame, and in a frame that is not closable', () => {
    useShellStore.setState({ query: readStartupQuery('?hotel_code=h&fromChatbot=true') });
    vi.mocked(isFramed).mockReturnValue(false);
    const { unmount } = render(<CloseButton />);
    expect(screen.queryByRole('button')).toBeNull();
    unmount();
    vi.mocked(isFramed).mockReturnValue(true);
    useShellStore.setState({ query: readStartupQuery('?hotel_code=h') });
    render(<CloseButton />);
    expect(screen.queryByRole('button')).toBeNull();
  });
});
