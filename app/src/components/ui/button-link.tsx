import type { ComponentProps } from 'react';
import { Link } from 'react-router';
import type { ButtonVariant } from './button';
import styles from './button.module.css';

type ButtonLinkProps = ComponentProps<typeof Link> & { variant?: ButtonVariant; block?: boolean };

/** An in-app link that looks like a button: a choice that goes somewhere rather than does something. */
export function ButtonLink({ variant = 'primary', block = false, className, ...props }: ButtonLinkProps) {
  const classes = [styles.button, styles[variant], block ? styles.block : '', className ?? ''].filter(Boolean).join(' ');
  return <Link className={classes} {...props} />;
}
