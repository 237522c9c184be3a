import { SCREENS } from '@sefer/contract/routes';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { IconLink } from '../../../components/ui/icon-link.tsx';
import { SettingsIcon } from '../../../components/ui/icons.tsx';
import { Logo } from './logo.tsx';
import { isNavItemActive, NAV_ITEMS } from './nav-items.ts';
import styles from './top-bar.module.css';

/**
 * The top bar: logo, section links on desktop, the search box, slots for desktop-only controls (the
 * language switch, the account button) and phone controls (my locations), and the settings link.
 */
export function TopBar({
  search,
  desktopControls,
  mobileControls,
}: {
  /** The search box, between the logo and the controls on every screen size. */
  search?: ReactNode;
  desktopControls?: ReactNode;
  /** Controls that hide themselves on wide screens (e.g. the my-locations button). */
  mobileControls?: ReactNode;
}) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  return (
    <header className={styles.bar}>
      <div className={styles.inner}>
        <Logo />
        <nav className={styles.sections} aria-label={t('nav.main')}>
          {NAV_ITEMS.slice(0, 2).map(({ to, labelKey }) => (
            <Link
              key={to}
              to={to}
              className={styles.section}
              aria-current={isNavItemActive(to, pathname) ? 'page' : undefined}
            >
              {t(labelKey)}
            </Link>
          ))}
        </nav>
        {search}
        <div className={styles.end}>
          {mobileControls}
          {desktopControls && <div className={styles.desktopOnly}>{desktopControls}</div>}
          <IconLink to={SCREENS.settings} label={t('nav.settings')}>
            <SettingsIcon size={22} />
          </IconLink>
        </div>
      </div>
    </header>
  );
}
