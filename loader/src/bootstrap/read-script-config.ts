import type { WidgetConfig } from '../shared/widget-config';

export type ScriptConfig = WidgetConfig & {
  /** Where the element chunk lives: next to loader.js, so one deployment serves both. */
  elementUrl: string;
};

/**
 * Reads the loader's own script tag: the app origin is the origin of its src, and data-hotel-code / data-locale
 * are defaults for widgets without attributes. Null when the tag is missing or not served over http(s).
 */
export function readScriptConfig(script: HTMLScriptElement | null): ScriptConfig | null {
  if (!script?.src) return null;
  const src = new URL(script.src, document.baseURI);
  if (src.protocol !== 'https:' && src.protocol !== 'http:') return null;
  return {
    appOrigin: src.origin,
    elementUrl: new URL('element.js', src).href,
    hotelCode: optionalValue(script.dataset.hotelCode),
    locale: optionalValue(script.dataset.locale),
  };
}

function optionalValue(value: string | undefined): string | undefined {
  const trimmed = value?.trim();
  return trimmed ? trimmed : undefined;
}
