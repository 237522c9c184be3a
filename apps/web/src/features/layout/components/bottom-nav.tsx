import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import styles from './bottom-nav.module.css';
import { isNavItemActive, NAV_ITEMS } from './nav-items.ts';

/** Bottom navigation of small screens (< 960 px); hidden by CSS on wider ones. */
export function BottomNav() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  return (
    <nav className={styles.nav} aria-label={t('nav.main')} data-testid="bottom-nav">
      <ul className={styles.list}>
        {NAV_ITEMS.map(({ to, labelKey, Icon }) => {
          const active = isNavItemActive(to, pathname);
          return (
            <li key={to}>
              <Link to={to} className={styles.link} aria-current={active ? 'page' : undefined}>
                <Icon size={22} />
                <span className={styles.label}>{t(labelKey)}</span>
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
