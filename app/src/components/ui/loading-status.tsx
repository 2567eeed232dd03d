import styles from './loading-status.module.css';

/** Marks every loading status, so the shell can tell a page still waiting for its answer (use-page-change.ts). */
export const LOADING_STATUS_ATTRIBUTE = 'data-loading-status';

/** Something is loading: a polite live region, so screen readers say what the guest is waiting for. */
export function LoadingStatus({ label }: { label: string }) {
  return (
    <div role="status" className={styles.status} {...{ [LOADING_STATUS_ATTRIBUTE]: '' }}>
      <span className={styles.spinner} aria-hidden="true" />
      <span>{label}</span>
    </div>
  );
}
