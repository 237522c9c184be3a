import type { ReactNode } from 'react';
import styles from './security.module.css';

/**
 * A Settings section of the account's security: its title (`titleId` names it, for the section and its form),
 * what it is for, a status line read out politely when it changes, then its content.
 */
export function SecuritySection({
  titleId,
  title,
  intro,
  status,
  children,
}: {
  titleId: string;
  title: string;
  intro: string;
  status: string;
  children: ReactNode;
}) {
  return (
    <div className={styles.section}>
      <h2 id={titleId} className={styles.title}>
        {title}
      </h2>
      <p className={styles.muted}>{intro}</p>
      <p className={styles.status} role="status">
        {status}
      </p>
      {children}
    </div>
  );
}
