import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PinIcon } from '../../../components/ui/icons.tsx';
import { writeStored } from '../../../lib/storage.ts';
import '../lib/app-banner-strings.ts';
import { DISMISSED_KEY } from '../lib/dismissal.ts';
import type { InstallOffer } from '../lib/install-offer.ts';
import styles from './app-banner.module.css';

/** Opened from the home screen, the web app is installed already. */
const installed = () => window.matchMedia('(display-mode: standalone)').matches;

/**
 * The slim banner inviting the visitor to the mobile app (spec §1): Get the app (the store's page) or, without a
 * store, Install (the browser's own dialog); Not Now hides it for 30 days. It lies over the bottom of the window,
 * above the bottom navigation, so the page's content never moves for it; a spacer of its height at the end of the
 * page lets the last of the content scroll clear of it.
 */
export function AppBanner({
  store,
  offer,
  aboveNav,
}: {
  store: string | null;
  offer: InstallOffer | null;
  aboveNav: boolean;
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(() => !installed());
  const banner = useRef<HTMLElement>(null);
  useEffect(() => {
    const hide = () => setOpen(false);
    window.addEventListener('appinstalled', hide);
    return () => window.removeEventListener('appinstalled', hide);
  }, []);
  if (!open) return null;

  const close = (remember: boolean) => {
    if (remember) writeStored(DISMISSED_KEY, String(Date.now()));
    // The focus would go with the banner: the page's content takes it.
    if (banner.current?.contains(document.activeElement)) document.getElementById('main')?.focus();
    setOpen(false);
  };
  // The browser's dialog once (an offer cannot be shown twice); declined there, it counts as Not Now.
  const install = async () => {
    try {
      await offer?.prompt();
      close((await offer?.userChoice)?.outcome === 'dismissed');
    } catch {
      close(false);
    }
  };

  return (
    <>
      <div className={styles.spacer} />
      <section
        ref={banner}
        className={aboveNav ? `${styles.banner} ${styles.aboveNav}` : styles.banner}
        aria-label={t('appBanner.label')}
        data-testid="app-banner"
      >
        <div className={styles.inner}>
          <span className="app-mark" aria-hidden="true">
            <PinIcon size={18} strokeWidth={2.5} />
          </span>
          <p className={styles.text}>
            <strong className={styles.title}>{t('appBanner.title')}</strong>
            <span className={styles.line}>{t(store ? 'appBanner.storeText' : 'appBanner.installText')}</span>
          </p>
          <button type="button" className={styles.notNow} onClick={() => close(true)}>
            {t('appBanner.notNow')}
          </button>
          {store ? (
            <a className={styles.action} href={store}>
              {t('appBanner.get')}
            </a>
          ) : (
            <button type="button" className={styles.action} onClick={() => void install()}>
              {t('appBanner.install')}
            </button>
          )}
        </div>
      </section>
    </>
  );
}
