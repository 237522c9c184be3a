import { Suspense, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, ScrollRestoration, useMatches } from 'react-router';
import { Spinner } from '../../components/ui/spinner.tsx';
import { ToastRegion } from '../../components/ui/toast.tsx';
import { AppBannerSlot } from '../../features/app-banner/components/app-banner-slot.tsx';
import { AccountButton } from '../../features/auth/components/account-button.tsx';
import { LanguageSwitch } from '../../features/i18n/components/language-switch.tsx';
import { BottomNav } from '../../features/layout/components/bottom-nav.tsx';
import { TopBar } from '../../features/layout/components/top-bar.tsx';
import { MyLocationsLink } from '../../features/places/components/my-locations-link.tsx';
import { useFeedCentre } from '../../features/places/hooks/use-saved-places.ts';
import { SearchBox } from '../../features/search/components/search-box.tsx';
import styles from './root-layout.module.css';

/** A route hides the bottom navigation with `handle: { bottomNav: false }` (spec §2: per screen). */
function useBottomNavVisible(): boolean {
  const matches = useMatches();
  return !matches.some((m) => (m.handle as { bottomNav?: boolean } | undefined)?.bottomNav === false);
}

/** Suggestions are ranked from the feed's centre, the selected saved place (spec §7: key, lat, lng). */
function TopBarSearch() {
  const { lat, lng } = useFeedCentre();
  const origin = useMemo(() => ({ lat, lng }), [lat, lng]);
  return <SearchBox origin={origin} />;
}

export function RootLayout() {
  const { t } = useTranslation();
  const bottomNav = useBottomNavVisible();
  return (
    <div className={bottomNav ? styles.withBottomNav : undefined}>
      <a className={styles.skip} href="#main">
        {t('app.skipToContent')}
      </a>
      <TopBar
        search={<TopBarSearch />}
        mobileControls={<MyLocationsLink />}
        desktopControls={
          <>
            <LanguageSwitch />
            <AccountButton />
          </>
        }
      />
      <main id="main" className={styles.main} tabIndex={-1}>
        <Suspense fallback={<Spinner page />}>
          <Outlet />
        </Suspense>
      </main>
      {bottomNav && <BottomNav />}
      <AppBannerSlot aboveNav={bottomNav} />
      <ToastRegion />
      <ScrollRestoration />
    </div>
  );
}
