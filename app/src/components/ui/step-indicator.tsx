import styles from './step-indicator.module.css';

type StepIndicatorProps = {
  /** What the list is, for screen readers ("Booking steps"). */
  label: string;
  /** Each step's name, in order. */
  steps: readonly string[];
  /** The step the guest is on (0 for the first). */
  current: number;
  /** Said after a step already done ("done"): the tick is only seen. */
  doneText: string;
};

/**
 * Where the guest is in a flow of a few steps: an ordered list, the current step marked aria-current="step" and
 * the steps before it ticked. It wraps rather than scrolls at 320 px.
 */
export function StepIndicator({ label, steps, current, doneText }: StepIndicatorProps) {
  return (
    <nav className={styles.nav} aria-label={label}>
      <ol className={styles.steps}>
        {steps.map((step, i) => {
          const state = i < current ? 'done' : i === current ? 'current' : 'next';
          return (
            <li key={step} className={styles.step} data-state={state} aria-current={state === 'current' ? 'step' : undefined}>
              <span className={styles.marker} aria-hidden="true">
                {state === 'done' ? '✓' : i + 1}
              </span>
              <span>
                {step}
                {state === 'done' && <span className={styles.visuallyHidden}> ({doneText})</span>}
              </span>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
