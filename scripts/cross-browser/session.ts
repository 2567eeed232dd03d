/**
 * The little a smoke flow needs of a browser, so the flows are written once and run in every engine (ADR 202).
 * Finding elements (by role and name, label, text) and waiting happen in the page, in page-script.ts; a driver
 * only runs an expression in the current frame, acts on the element it answers with real input, and switches
 * frames (WebDriver classic switches its frame context, puppeteer holds frame handles).
 */
export type EngineName = 'firefox' | 'webkit' | 'chromium';

/** An element an expression answered with, in the driver's own form. */
export type ElementRef = { readonly engine: EngineName; readonly ref: unknown };

export type Session = {
  readonly engine: EngineName;
  goto: (url: string) => Promise<void>;
  reload: () => Promise<void>;
  /** Runs a JavaScript expression in the current frame and answers its (JSON) value. */
  evaluate: <T>(expression: string) => Promise<T>;
  /** Runs a JavaScript expression in the current frame that answers an element, or null. */
  element: (expression: string) => Promise<ElementRef | null>;
  /** A real pointer click in the element's middle. */
  click: (element: ElementRef) => Promise<void>;
  /** Focuses the element and types the text key by key. */
  type: (element: ElementRef, text: string) => Promise<void>;
  /** Chooses an option of a select by its value. */
  select: (element: ElementRef, value: string) => Promise<void>;
  /** Enters the iframe element given (from the current frame); top() goes back to the page. */
  enterFrame: (iframe: ElementRef) => Promise<void>;
  top: () => Promise<void>;
  screenshot: (path: string) => Promise<void>;
  /** Uncaught errors and console errors of the page and its frames since the last call. */
  takeErrors: () => Promise<string[]>;
  close: () => Promise<void>;
};
