import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { failureMessage } from '../lib/password-fields.ts';
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

/** A security section's banner: the translated message of its last failure, announced; nothing without one. */
export function SecurityFailure({ failure }: { failure: unknown }) {
  const { t } = useTranslation();
  if (!failure) return null;
  return (
    <p className={styles.banner} role="alert">
      {failureMessage(t, failure)}
    </p>
  );
}
