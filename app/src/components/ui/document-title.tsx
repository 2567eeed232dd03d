import { useEffect } from 'react';

/**
 * Sets the browser tab's title while the calling screen is shown, and gives the previous one back when it goes.
 * An effect, not a `<title>` element: the app's build runs on preact/compat (ADR 262), which renders a `<title>`
 * where it stands instead of hoisting it into the head as React 19 does.
 */
export function useDocumentTitle(title: string): void {
  useEffect(() => {
    const previous = document.title;
    document.title = title;
    return () => {
      document.title = previous;
    };
  }, [title]);
}

/** The browser tab's title for a page: "page | hotel". */
export function DocumentTitle({ page, hotelName }: { page: string; hotelName: string }) {
  useDocumentTitle(`${page} | ${hotelName}`);
  return null;
}
