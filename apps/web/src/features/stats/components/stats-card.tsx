import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './stats.module.css';

/** A card of the statistics screen: a section named by its heading. */
export function StatsCard({
  heading,
  testId,
  empty = null,
  children,
}: {
  heading: string;
  testId: string;
  /** What shows in place of the content when there is nothing to show. */
  empty?: string | null;
  children: ReactNode;
}) {
  const titleId = useId();
  return (
    <section className={styles.card} aria-labelledby={titleId} data-testid={testId}>
      <h2 id={titleId} className={styles.heading}>
        {heading}
      </h2>
      {empty === null ? children : <p className={styles.muted}>{empty}</p>}
    </section>
  );
}

/** A card of a list the period counted: headed `<block>.heading`, and `<block>.empty` in its place while it is empty. */
export function StatsListCard({
  block,
  testId,
  list,
  children,
}: {
  block: string;
  testId: string;
  list: readonly unknown[];
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <StatsCard
      heading={t(`${block}.heading`)}
      testId={testId}
      empty={list.length === 0 ? t(`${block}.empty`) : null}
    >
      {children}
    </StatsCard>
  );
}
