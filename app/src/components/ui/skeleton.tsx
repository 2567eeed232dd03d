import styles from './skeleton.module.css';

/**
 * Grey shapes where content is about to appear, so the page does not jump when it arrives. Decorative only: pair it
 * with a LoadingStatus, which says in words what is loading. The shimmer stops under prefers-reduced-motion.
 */
export function Skeleton({ lines = 3, media = false }: { lines?: number; media?: boolean }) {
  return (
    <div className={styles.skeleton} aria-hidden="true">
      {media && <div className={`${styles.block} ${styles.media}`} />}
      {Array.from({ length: lines }, (_, index) => (
        <div key={index} className={`${styles.block} ${styles.line}`} />
      ))}
    </div>
  );
}
