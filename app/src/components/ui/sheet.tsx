import { useEffect, useEffectEvent, useId, useRef, type ReactNode } from 'react';
import { showModalInView } from '#app/platform/show-modal-in-view.ts';
import styles from './sheet.module.css';

type SheetProps = {
  title: string;
  /** The close button's name in the page's language ("Close"). */
  closeLabel: string;
  onClose: () => void;
  /** Called once the dialog is open, to move focus somewhere other than its first control (a date grid's day). */
  onOpen?: () => void;
  children: ReactNode;
};

/**
 * A modal panel: a sheet rising from the bottom on a phone, a centred dialog on a wider screen. The native modal
 * <dialog> keeps focus inside, makes the page behind inert, closes on Escape and gives focus back to what opened it;
 * it is named by its heading. Render it to open it, unmount it to close it.
 */
export function Sheet({ title, closeLabel, onClose, onOpen, children }: SheetProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const headingId = useId();
  const opened = useEffectEvent(() => onOpen?.());

  useEffect(() => {
    const element = dialog.current;
    if (element) void showModalInView(element).then(opened);
    return () => element?.close();
  }, []);

  return (
    <dialog
      ref={dialog}
      className={styles.sheet}
      aria-labelledby={headingId}
      onClose={onClose}
      // A press on the backdrop (the dialog itself, outside its panel) closes it, as a sheet's scrim does.
      onClick={(event) => {
        if (event.target === event.currentTarget) event.currentTarget.close();
      }}
    >
      <div className={styles.panel}>
        <div className={styles.header}>
          <h2 id={headingId} className={styles.title}>
            {title}
          </h2>
          <button type="button" className={styles.close} aria-label={closeLabel} onClick={() => dialog.current?.close()}>
            <span aria-hidden="true">×</span>
          </button>
        </div>
        <div className={styles.body}>{children}</div>
      </div>
    </dialog>
  );
}
