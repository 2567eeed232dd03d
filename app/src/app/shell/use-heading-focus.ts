import { useEffect, useRef, type RefObject } from 'react';
import { useLocation } from 'react-router';

/**
 * After an in-app navigation, focus moves to the new page's heading so a screen reader announces where the guest
 * arrived (a client-side route change is otherwise silent). Returns the ref for the page's main element.
 */
export function useHeadingFocus(): RefObject<HTMLElement | null> {
  const { pathname } = useLocation();
  const mainRef = useRef<HTMLElement>(null);
  const shownPath = useRef(pathname);

  useEffect(() => {
    if (shownPath.current === pathname) return;
    shownPath.current = pathname;
    const main = mainRef.current;
    const target = main?.querySelector<HTMLElement>('h1') ?? main;
    // preventScroll: inside an iframe, scrolling into view would scroll the host page too.
    target?.focus({ preventScroll: true });
  }, [pathname]);

  return mainRef;
}
