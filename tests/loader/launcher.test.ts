// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { drawLauncher } from '#loader/src/bootstrap/launcher.ts';

function launcherButton(): HTMLButtonElement {
  const button = document.querySelector('hotel-booking-launcher')?.shadowRoot?.querySelector('button');
  if (!button) throw new Error('no launcher button');
  return button;
}

describe('the launcher (ADR 211)', () => {
  it('warms the app up once, when the guest points at it or focuses it, never at page load', () => {
    const onOpen = vi.fn();
    const onIntent = vi.fn();
    const remove = drawLauncher('Book now', onOpen, onIntent);
    expect(onIntent).not.toHaveBeenCalled();

    launcherButton().dispatchEvent(new Event('pointerenter'));
    launcherButton().dispatchEvent(new Event('focus'));
    expect(onIntent).toHaveBeenCalledTimes(1);
    expect(onOpen).not.toHaveBeenCalled();

    launcherButton().click();
    expect(onOpen).toHaveBeenCalledTimes(1);
    remove();
  });

  it('warms up on keyboard focus alone', () => {
    const onIntent = vi.fn();
    const remove = drawLauncher('Book now', () => undefined, onIntent);
    launcherButton().focus();
    expect(onIntent).toHaveBeenCalledTimes(1);
    remove();
  });

  it('warms up once on a touch, which has no hover before it', () => {
    const onIntent = vi.fn();
    const remove = drawLauncher('Book now', () => undefined, onIntent);
    launcherButton().dispatchEvent(new Event('touchstart'));
    launcherButton().dispatchEvent(new Event('pointerenter'));
    expect(onIntent).toHaveBeenCalledTimes(1);
    remove();
  });
});
