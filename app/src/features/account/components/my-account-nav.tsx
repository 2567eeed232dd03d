import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useHotelLink } from '#app/shared/hotel/use-hotel-link.ts';
import styles from './account.module.css';

export type MyAccountSection = 'profile' | 'reservations' | 'points' | 'paymentOptions' | 'promotions';
export type MyAccountPaths = Record<MyAccountSection, string>;

/** My account's sub-pages (document 1 section 2): profile, reservations, points, payment options and promotions. */
export function MyAccountNav({ current, paths }: { current: MyAccountSection; paths: MyAccountPaths }) {
  const { t } = useTranslation('account');
  const link = useHotelLink();
  const sections: MyAccountSection[] = ['profile', 'reservations', 'points', 'paymentOptions', 'promotions'];
  return (
    <nav className={styles.nav} aria-label={t('nav.label')}>
      <ul className={styles.navList}>
        {sections.map((section) => (
          <li key={section}>
            <Link className={styles.navLink} to={link(paths[section])} aria-current={section === current ? 'page' : undefined}>
              {t(`nav.${section}`)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
