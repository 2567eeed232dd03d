// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Disclosure } from '#app/components/ui/disclosure.tsx';
import { announce, LiveRegion } from '#app/components/ui/live-region.tsx';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
  cleanup();
});

describe('the one live region', () => {
  it('says what is announced, politely, and says a repeat again (emptied first)', () => {
    render(<LiveRegion />);
    const region = screen.getByRole('status');
    expect(region).toHaveAttribute('aria-live', 'polite');
    act(() => announce('Coupon WELCOME10 is applied.'));
    act(() => vi.advanceTimersByTime(100));
    expect(region).toHaveTextContent('Coupon WELCOME10 is applied.');

    act(() => vi.advanceTimersByTime(2_000));
    act(() => announce('Coupon WELCOME10 is applied.'));
    expect(region).toHaveTextContent('');
    act(() => vi.advanceTimersByTime(100));
    expect(region).toHaveTextContent('Coupon WELCOME10 is applied.');
  });

  it('reads messages said together as one, and starts afresh after a pause', () => {
    render(<LiveRegion />);
    const region = screen.getByRole('status');
    act(() => vi.advanceTimersByTime(2_000));
    act(() => {
      announce('Coupon applied.');
      announce('The total is now ¥57,073.');
    });
    act(() => vi.advanceTimersByTime(100));
    expect(region).toHaveTextContent('Coupon applied. The total is now ¥57,073.');
    act(() => vi.advanceTimersByTime(2_000));
    act(() => announce('The coupon was removed.'));
    act(() => vi.advanceTimersByTime(100));
    expect(region).toHaveTextContent(/^The coupon was removed\.$/);
  });
});

describe('Disclosure', () => {
  it('says what it holds in its opening line, and keeps the state the guest gave it when its default changes', () => {
    const { rerender } = render(
      <Disclosure summary="Coupon" status="WELCOME10 applied" defaultOpen>
        <p>Applied</p>
      </Disclosure>,
    );
    const details = document.querySelector('details');
    expect(document.querySelector('summary')).toHaveTextContent('CouponWELCOME10 applied');
    expect(details?.open).toBe(true);
    rerender(
      <Disclosure summary="Coupon" status="None applied" defaultOpen={false}>
        <p>Code</p>
      </Disclosure>,
    );
    expect(details?.open).toBe(true);
  });
});
