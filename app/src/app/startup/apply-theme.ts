import type { BookingWidgetSettings } from '#domain/entities/settings.ts';
import { providerAssetUrl } from '#app/api/api-base-url.ts';
import { readableTextColour } from '#app/shared/hotel/colour-contrast.ts';

type Theme = Pick<BookingWidgetSettings, 'button_colour' | 'header_colour'>;

/** The hotel's colours as CSS custom properties, each with a text colour that meets WCAG AA on it. */
export function themeProperties(theme: Theme): Record<string, string> {
  return {
    '--hbw-button-bg': theme.button_colour,
    '--hbw-button-fg': readableTextColour(theme.button_colour),
    '--hbw-header-bg': theme.header_colour,
    '--hbw-header-fg': readableTextColour(theme.header_colour),
  };
}

/** The colours, and the hotel's favicon as the tab's icon (index.html starts with an empty one). */
export function applyTheme(theme: Theme & Pick<BookingWidgetSettings, 'favicon'>): void {
  for (const [name, value] of Object.entries(themeProperties(theme))) {
    document.documentElement.style.setProperty(name, value);
  }
  if (theme.favicon) applyFavicon(providerAssetUrl(theme.favicon));
}

function applyFavicon(href: string): void {
  let link = document.querySelector<HTMLLinkElement>('link[rel="icon"]');
  if (!link) {
    link = document.createElement('link');
    link.rel = 'icon';
    document.head.append(link);
  }
  link.type = 'image/svg+xml';
  link.href = href;
}
