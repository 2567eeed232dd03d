// Firefox over WebDriver BiDi and Chromium over CDP, both through puppeteer-core (ADR 202).
import puppeteer, { type ElementHandle, type Frame, type Page } from 'puppeteer-core';
import { type ElementRef, type EngineName, type Session } from './session';

const CHROMIUM_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking', '--disable-component-update', '--no-first-run', '--lang=en-US'];

export async function puppeteerSession(engine: Extract<EngineName, 'firefox' | 'chromium'>, executablePath: string): Promise<Session> {
  const browser = await puppeteer.launch(
    engine === 'firefox'
      ? {
          browser: 'firefox',
          executablePath,
          headless: true,
          // en-US date fields and number formats, whatever the machine's locale.
          extraPrefsFirefox: { 'intl.locale.requested': 'en-US', 'intl.accept_languages': 'en-US, en' },
        }
      : { browser: 'chrome', executablePath, headless: true, args: CHROMIUM_ARGS },
  );
  const page: Page = await browser.newPage();
  await page.setViewport({ width: 1280, height: 900 });
  let frame: Frame = page.mainFrame();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(`pageerror: ${error instanceof Error ? error.message : String(error)}`));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`console (${message.location().url ?? ''}): ${message.text()}`);
  });
  const handle = (element: ElementRef) => element.ref as ElementHandle<Element>;

  return {
    engine,
    goto: async (url) => {
      frame = page.mainFrame();
      await page.goto(url, { waitUntil: 'load' });
    },
    reload: async () => {
      frame = page.mainFrame();
      await page.reload({ waitUntil: 'load' });
    },
    evaluate: <T>(expression: string) => frame.evaluate(expression) as Promise<T>,
    element: async (expression) => {
      const found = await frame.evaluateHandle(expression);
      const element = found.asElement();
      if (!element) {
        await found.dispose();
        return null;
      }
      return { engine, ref: element };
    },
    click: async (element) => {
      await handle(element).scrollIntoView();
      // The browser routes a click by where the compositor last drew each frame. A click sent just after this scroll
      // was once routed by the page's position before it: it landed on the widget's iframe element in the hotel's
      // page, not in the app (CI, 2026-11-29). Two animation frames of the page put the scroll on screen first.
      await page.evaluate(() => new Promise((drawn) => requestAnimationFrame(() => requestAnimationFrame(drawn))));
      await handle(element).click();
    },
    type: async (element, text) => {
      await handle(element).focus();
      await page.keyboard.type(text);
    },
    select: async (element, value) => {
      await (handle(element) as ElementHandle<HTMLSelectElement>).select(value);
    },
    enterFrame: async (iframe) => {
      const inner = await handle(iframe).contentFrame();
      if (!inner) throw new Error('the element has no frame');
      frame = inner;
    },
    top: async () => {
      frame = page.mainFrame();
    },
    screenshot: async (path) => {
      await page.screenshot({ path: path as `${string}.png` });
    },
    takeErrors: async () => errors.splice(0),
    close: async () => {
      await browser.close();
    },
  };
}
