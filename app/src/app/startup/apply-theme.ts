import type { BookingWidgetSettings } from '../../../../domain/entities/settings';
import { readableTextColour } from '../../lib/colour-contrast';

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

export function applyTheme(theme: Theme): void {
  for (const [name, value] of Object.entries(themeProperties(theme))) {
    document.documentElement.style.setProperty(name, value);
  }
}
