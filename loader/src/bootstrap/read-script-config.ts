import type { WidgetConfig } from '../shared/widget-config';
import { ELEMENT_FILE } from './element-file';
import { readWidgetOptions } from '../shared/widget-options';

export type ScriptConfig = WidgetConfig & {
  /** Where the element chunk lives: next to loader.js (under its versioned name), so one deployment serves both. */
  elementUrl: string;
  /** Draw the floating launcher when the page has no widget of its own (data-launcher="false" turns it off). */
  launcher: boolean;
  /** The launcher's text (data-launcher-label); by default "Book now" in the page's language (launcher-labels.ts). */
  launcherLabel?: string;
};

/**
 * Reads the loader's own script tag: the app origin is the origin of its src, and its data-* attributes
 * (data-hotel-code, data-locale, data-mode, data-view, data-checkin, data-kids_tiers...) are the defaults of every
 * widget. Null when the tag is missing or not served over http(s).
 */
export function readScriptConfig(script: HTMLScriptElement | null): ScriptConfig | null {
  if (!script?.src) return null;
  const src = new URL(script.src, document.baseURI);
  if (src.protocol !== 'https:' && src.protocol !== 'http:') return null;
  const data = (name: string) => script.getAttribute(`data-${name}`);
  return {
    appOrigin: src.origin,
    elementUrl: new URL(ELEMENT_FILE, src).href,
    defaults: readWidgetOptions(data),
    launcher: data('launcher') !== 'false',
    launcherLabel: data('launcher-label')?.trim() || undefined,
  };
}
