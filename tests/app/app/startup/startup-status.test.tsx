// @vitest-environment jsdom
// ADR 296: the startup screen keeps the hotel's logo and name the document's skeleton showed; without them (or with a
// meta tag that is not the header's JSON) it keeps its plain bar.
import { render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { StartupStatus } from '#app/app/startup/startup-status.tsx';
import { activateLocale } from '#app/i18n/i18n.ts';

beforeAll(async () => {
  await activateLocale('en');
});

afterEach(() => {
  document.head.querySelector('meta[name="hotel-header"]')?.remove();
});

function documentCarries(content: string) {
  const meta = document.createElement('meta');
  meta.name = 'hotel-header';
  meta.content = content;
  document.head.append(meta);
}

describe('StartupStatus', () => {
  it('shows the header named after the hotel the document names, with its logo, as text', () => {
    documentCarries(JSON.stringify({ name: 'Sakura <b>Ginza</b>', logo: { src: 'https://api.test/brand/logo.svg', alt: 'Sakura Hotels' } }));
    render(<StartupStatus />);
    const banner = screen.getByRole('banner', { name: 'Sakura <b>Ginza</b>' });
    expect(banner.querySelector('b')).toBeNull();
    expect(screen.getByRole('img', { name: 'Sakura Hotels' })).toHaveAttribute('src', 'https://api.test/brand/logo.svg');
    expect(screen.getByRole('status')).toHaveTextContent('Loading the booking page');
  });

  it('keeps a plain bar when the document names no hotel, or carries something that is not a header', () => {
    for (const content of ['', 'Sakura', '{"name":42}']) {
      documentCarries(content);
      const { unmount } = render(<StartupStatus />);
      expect(screen.queryByRole('banner'), content).toBeNull();
      unmount();
      document.head.querySelector('meta[name="hotel-header"]')?.remove();
    }
  });
});
