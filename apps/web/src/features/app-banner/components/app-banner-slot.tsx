import { lazy, Suspense, useState, useSyncExternalStore } from 'react';
import { readStored } from '../../../lib/storage.ts';
import { DISMISSED_KEY, dismissedRecently } from '../lib/dismissal.ts';
import { installOffer, onInstallOffer } from '../lib/install-offer.ts';

// Its code, styles and words load only when there is something to offer (DESIGN §3: the home route's budget).
const AppBanner = lazy(() => import('./app-banner.tsx').then((m) => ({ default: m.AppBanner })));

/** APP_STORE_URL, which the server writes into the page (apps/api/src/plugins/web.ts). */
const storeUrl = () =>
  document.querySelector<HTMLMetaElement>('meta[name="sefer-app-store-url"]')?.content || null;

/**
 * Where the app banner (spec §1) shows on every screen: when there is a store to link to, or else when the browser
 * offers to install the web app; not within 30 days of Not Now. `aboveNav`: the screen has the bottom navigation.
 */
export function AppBannerSlot({ aboveNav }: { aboveNav: boolean }) {
  const [store] = useState(storeUrl);
  const [dismissed] = useState(() => dismissedRecently(readStored(DISMISSED_KEY), Date.now()));
  const offer = useSyncExternalStore(onInstallOffer, installOffer);
  if (dismissed || (!store && !offer)) return null;
  return (
    <Suspense fallback={null}>
      <AppBanner store={store} offer={offer} aboveNav={aboveNav} />
    </Suspense>
  );
}
