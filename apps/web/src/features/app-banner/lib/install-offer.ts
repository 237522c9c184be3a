/**
 * The browser's offer to install the web app on the home screen: Chromium's `beforeinstallprompt`, which comes once
 * the page is installable (the manifest, its icons) and the visitor has used the site a little. Other browsers
 * never send it, and then the banner has nothing to offer without a store link.
 */
export interface InstallOffer extends Event {
  /** Shows the browser's install dialog; once only. */
  prompt(): Promise<unknown>;
  /** What the visitor chose in that dialog. */
  readonly userChoice: Promise<{ outcome: 'accepted' | 'dismissed'; platform?: string }>;
}

const EVENT = 'beforeinstallprompt';
let offer: InstallOffer | null = null;

/**
 * Keeps the offer for the app banner from the app's start (the banner's code loads later), in place of the browser's
 * own invitation (its mini-infobar on Android): the banner is the one invitation, and Not Now silences both.
 */
export function keepInstallOffer(): void {
  window.addEventListener(EVENT, (event) => {
    event.preventDefault();
    offer = event as InstallOffer;
  });
}

/** The offer kept so far, if any (for useSyncExternalStore, with `onInstallOffer`). */
export const installOffer = (): InstallOffer | null => offer;

/** Calls `listener` after each offer has been kept. */
export function onInstallOffer(listener: () => void): () => void {
  // Added after keepInstallOffer's listener, so it runs after the offer is kept.
  window.addEventListener(EVENT, listener);
  return () => window.removeEventListener(EVENT, listener);
}
