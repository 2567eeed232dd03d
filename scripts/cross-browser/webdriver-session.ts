// WebKitGTK over WebKitWebDriver, WebDriver classic, through webdriverio (ADR 202). It runs under xvfb-run.
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { remote } from 'webdriverio';
import { INSTALL_ERROR_COLLECTOR, TAKE_COLLECTED_ERRORS } from './page-script';
import { type ElementRef, type Session } from './session';

/** The browser WebKitWebDriver drives: Debian's webkit2gtk-driver ships it beside the library. */
export const MINIBROWSER = '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser';

async function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const server = createServer();
    server.once('error', fail);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? done(address.port) : fail(new Error('no port'))));
    });
  });
}

async function waitForDriver(port: number, deadline: number): Promise<void> {
  while (Date.now() < deadline) {
    try {
      const answer = await fetch(`http://127.0.0.1:${port}/status`);
      if (answer.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((done) => setTimeout(done, 200));
  }
  throw new Error('WebKitWebDriver did not start');
}

/** A W3C WebDriver element reference, keyed by the spec's fixed name (what webdriverio's $() takes). */
type WebElement = { 'element-6066-11e4-a52e-4f735466cecf': string };

export async function webdriverSession(driverPath: string, browserPath: string = MINIBROWSER): Promise<Session> {
  const port = await freePort();
  const driver = spawn(driverPath, [`--port=${port}`, '--host=127.0.0.1'], { stdio: 'ignore' });
  await waitForDriver(port, Date.now() + 20_000);
  const browser = await remote({
    hostname: '127.0.0.1',
    port,
    logLevel: 'error',
    capabilities: {
      browserName: 'MiniBrowser',
      // WebKitWebDriver speaks WebDriver classic only; webdriverio 9 would otherwise try BiDi first.
      'wdio:enforceWebDriverClassic': true,
      'webkitgtk:browserOptions': { binary: browserPath, args: ['--automation'] },
    } as WebdriverIO.Capabilities,
  });
  await browser.setWindowSize(1280, 900);
  // No error events in WebDriver classic: every document the suite enters gets a collector, and the errors are
  // read from each frame the suite is in when it asks (the page's own error screens cover what comes before).
  let framePath: WebElement[] = [];
  const seenErrors: string[] = [];
  const collect = async () => {
    seenErrors.push(...((await browser.execute(`return ${TAKE_COLLECTED_ERRORS}`)) as string[]));
    await browser.execute(`return ${INSTALL_ERROR_COLLECTOR}`);
  };
  const element = (ref: ElementRef) => browser.$(ref.ref as WebElement);
  /**
   * Brings an element inside frames into the window's view. WebKitWebDriver scrolls only the element's own
   * document before a click, so an element low in a tall iframe stays below the page's fold and the click misses
   * ("move target out of bounds"): each enclosing document is scrolled so the element sits mid-window.
   */
  const intoView = async (ref: ElementRef) => {
    let y = (await browser.execute(
      'const r = arguments[0]; r.scrollIntoView({ block: "center" }); const box = r.getBoundingClientRect(); return box.top + box.height / 2;',
      ref.ref,
    )) as number;
    if (!framePath.length) return;
    for (let level = framePath.length - 1; level >= 0; level -= 1) {
      await browser.switchToParentFrame();
      y = (await browser.execute(
        'const box = arguments[0].getBoundingClientRect(); window.scrollBy(0, box.top + arguments[1] - innerHeight / 2); return arguments[0].getBoundingClientRect().top + arguments[1];',
        framePath[level],
        y,
      )) as number;
    }
    for (const frame of framePath) await browser.switchToFrame(frame);
  };

  const session: Session = {
    engine: 'webkit',
    goto: async (url) => {
      framePath = [];
      await browser.switchToFrame(null);
      await browser.url(url);
      await collect();
    },
    reload: async () => {
      framePath = [];
      await browser.switchToFrame(null);
      await browser.refresh();
      await collect();
    },
    evaluate: async <T>(expression: string) => (await browser.execute(`return ${expression}`)) as T,
    element: async (expression) => {
      const found = (await browser.execute(`return ${expression}`)) as WebElement | null;
      return found ? { engine: 'webkit', ref: found } : null;
    },
    click: async (ref) => {
      await intoView(ref);
      await (await element(ref)).click();
    },
    type: async (ref, text) => {
      // Clicked first: WebKitWebDriver's send-keys calls a field in a frame inside the widget's frame (the card
      // fields) "not interactable" until a click has put the keyboard's focus in that frame, as a guest's does.
      await intoView(ref);
      await (await element(ref)).click();
      await (await element(ref)).addValue(text);
    },
    select: async (ref, value) => {
      await intoView(ref);
      await (await element(ref)).selectByAttribute('value', value);
    },
    enterFrame: async (ref) => {
      const webElement = ref.ref as WebElement;
      await browser.switchToFrame(webElement);
      framePath.push(webElement);
      await collect();
    },
    top: async () => {
      await collect();
      framePath = [];
      await browser.switchToFrame(null);
      await collect();
    },
    screenshot: async (path) => {
      await browser.saveScreenshot(path);
    },
    takeErrors: async () => {
      await collect();
      return seenErrors.splice(0);
    },
    close: async () => {
      try {
        await browser.deleteSession();
      } finally {
        driver.kill();
      }
    },
  };
  return session;
}
