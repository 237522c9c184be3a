import type { ReactNode } from 'react';
import styles from '../../../components/forms/owner-media.module.css';
import { BackBar } from '../../../components/ui/back-bar.tsx';

/**
 * The frame of an owner screen: the back-bar with the screen's title (as on the other inner screens: back through
 * the history, or to `back` — the dashboard unless given — when there is none), then what the screen is for.
 */
export function OwnerMediaPage({
  title,
  intro,
  back = '/profile/company',
  children,
}: {
  title: string;
  intro: string;
  back?: string;
  children: ReactNode;
}) {
  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <BackBar title={title} fallback={back} />
        <p className={styles.intro}>{intro}</p>
      </header>
      {children}
    </div>
  );
}
