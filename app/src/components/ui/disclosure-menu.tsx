import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import styles from './disclosure-menu.module.css';

export type DisclosureMenuControls = {
  /** Class for each item's link or button, so every menu's items look and behave alike. */
  itemClassName: string | undefined;
  /** Closes the list; `focusButton` returns focus to the menu button (for items that stay on this page). */
  close: (options?: { focusButton?: boolean }) => void;
};

/**
 * A header menu as a disclosure: a button that shows and hides a list below it. Escape and a pointer down outside
 * close it; Escape returns focus to the button. Used by the language menu and the login menu.
 */
export function DisclosureMenu({
  buttonClassName,
  buttonLabel,
  buttonContent,
  children,
}: {
  buttonClassName: string | undefined;
  buttonLabel?: string;
  buttonContent: ReactNode;
  /** The list's `<li>` elements. */
  children: (controls: DisclosureMenuControls) => ReactNode;
}) {
  const [open, setOpen] = useState(false);
  const listId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const closeOutside = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', closeOutside);
    return () => document.removeEventListener('pointerdown', closeOutside);
  }, [open]);

  const close = (options?: { focusButton?: boolean }) => {
    setOpen(false);
    if (options?.focusButton) buttonRef.current?.focus();
  };

  return (
    <div
      ref={rootRef}
      className={styles.menu}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && open) {
          event.preventDefault();
          close({ focusButton: true });
        }
      }}
    >
      <button
        ref={buttonRef}
        type="button"
        className={buttonClassName}
        aria-expanded={open}
        aria-controls={listId}
        aria-label={buttonLabel}
        onClick={() => setOpen((wasOpen) => !wasOpen)}
      >
        {buttonContent}
      </button>
      <ul id={listId} className={styles.list} hidden={!open}>
        {children({ itemClassName: styles.item, close })}
      </ul>
    </div>
  );
}
