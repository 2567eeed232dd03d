import type { ComponentProps } from 'react';
import styles from './button.module.css';

export type ButtonVariant = 'primary' | 'secondary';

type ButtonProps = ComponentProps<'button'> & { variant?: ButtonVariant; block?: boolean };

/** A button in the hotel's colour (primary) or a quiet one (secondary). */
export function Button({ variant = 'primary', block = false, className, type = 'button', ...props }: ButtonProps) {
  const classes = [styles.button, styles[variant], block ? styles.block : '', className ?? ''].filter(Boolean).join(' ');
  return <button type={type} className={classes} {...props} />;
}
