// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { BookingWidgetSettings } from '#domain/entities/settings.ts';
import { HotelHtmlContent } from '#app/app/shell/hotel-html-content.tsx';
import { HotelText } from '#app/components/ui/hotel-text.tsx';
import { HotelSettingsProvider } from '#app/shared/hotel/hotel-settings.tsx';
import { useContentLanguage } from '#app/shared/hotel/use-content-language.ts';
import { useSessionStore } from '#app/platform/stores/session-store.ts';
import type { UiLocale } from '#domain/constants/locales.ts';
import { someSettings } from '../../factories';

function RoomName({ name }: { name: string }) {
  const { booked } = useContentLanguage();
  return (
    <h3>
      <HotelText lang={booked}>{name}</HotelText>
    </h3>
  );
}

function renderAs(locale: UiLocale, settings: Partial<BookingWidgetSettings>, children: React.ReactNode) {
  useSessionStore.setState({ locale });
  render(<HotelSettingsProvider settings={someSettings(settings)}>{children}</HotelSettingsProvider>);
}

afterEach(cleanup);

describe('hotel content carries its own language and direction', () => {
  it('marks English rooms on an Arabic page as English, direction automatic', () => {
    renderAs('ar', { book_languages: ['ja', 'en'] }, <RoomName name="Deluxe Twin (city view)." />);
    const name = screen.getByText('Deluxe Twin (city view).');
    expect(name).toHaveAttribute('lang', 'en');
    expect(name).toHaveAttribute('dir', 'auto');
  });

  it('marks content in the guest language when the hotel books in it (zh-Hant)', () => {
    renderAs('zh_Hant', { book_languages: ['ja', 'en', 'zh_Hant'] }, <RoomName name="豪華雙床房" />);
    expect(screen.getByText('豪華雙床房')).toHaveAttribute('lang', 'zh-Hant');
  });

  it("marks the header HTML with the hotel's own language on a page in another", () => {
    renderAs('en', { locale: 'ja' }, <HotelHtmlContent html="<p>チェックインは2階です。</p>" />);
    const block = document.querySelector('[data-hotel-html]');
    expect(block).toHaveAttribute('lang', 'ja');
    expect(block).toHaveAttribute('dir', 'auto');
  });
});
