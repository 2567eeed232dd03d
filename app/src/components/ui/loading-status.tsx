import styles from './loading-status.module.css';

/** Something is loading: a polite live region, so screen readers say what the guest is waiting for. */
export function LoadingStatus({ label }: { label: string }) {
  return (
    <div role="status" className={styles.status}>
      <span className={styles.spinner} aria-hidden="true" />
      <span>{label}</span>
    </div>
  );
}
