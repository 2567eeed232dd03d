import type { BookingWidgetSettings } from '#domain/entities/settings.ts';
import { providerAssetUrl } from '#app/api/api-base-url.ts';
import { contrastRatio, readableTextColour, WHITE } from '#app/shared/hotel/colour-contrast.ts';

type Theme = Pick<BookingWidgetSettings, 'button_colour' | 'header_colour'>;

/** The text colour of the design tokens (styles/global.css): the accent when the hotel's colour is too pale. */
const TEXT = '#1a1a1a';

/**
 * The hotel's colours as CSS custom properties, each with a text colour that meets WCAG AA on it, and the accent
 * (chosen days, selected choices, borders of chosen things): the button colour where it stands out from the white
 * page (3:1, WCAG 1.4.11), else the text colour, so a pale brand never draws an invisible selection.
 */
export function themeProperties(theme: Theme): Record<string, string> {
  return {
    '--hbw-accent': contrastRatio(theme.button_colour, WHITE) >= 3 ? theme.button_colour : TEXT,
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
