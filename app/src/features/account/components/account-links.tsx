import { Link } from 'react-router';
import { useHotelLink } from '#app/shared/hotel/use-hotel-link.ts';
import styles from './account.module.css';

type AccountLinksProps = {
  /** App paths (the hotel's query is added) and their texts, in reading order. */
  links: readonly { to: string; text: string }[];
};

/** The way on from an account screen: one link a line under the form (back to sign-in, profile, ask again…). */
export function AccountLinks({ links }: AccountLinksProps) {
  const link = useHotelLink();
  return (
    <div className={styles.links}>
      {links.map(({ to, text }) => (
        <p key={to}>
          <Link to={link(to)}>{text}</Link>
        </p>
      ))}
    </div>
  );
}
