// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { CloseButton } from '../../../../app/src/app/shell/close-button';
import { readStartupQuery } from '../../../../app/src/app/startup/read-startup-query';
import { isFramed, reportToHost } from '../../../../app/src/lib/host-bridge';
import { activateLocale } from '../../../../app/src/lib/i18n';
import { useShellStore } from '../../../../app/src/stores/shell-store';

vi.mock('../../../../app/src/lib/host-bridge', () => ({ isFramed: vi.fn(), reportToHost: vi.fn() }));

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
