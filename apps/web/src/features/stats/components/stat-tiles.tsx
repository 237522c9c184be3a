import type { StatsCounts } from '@sefer/contract/stats';
import { useTranslation } from 'react-i18next';
import { COUNTED, change, type StatsPeriod } from '../lib/periods.ts';
import styles from './stats.module.css';

/** The period's totals, each with its change against the previous period of the same length. */
export function StatTiles({
  totals,
  previous,
  period,
}: {
  totals: StatsCounts;
  previous: StatsCounts;
  period: StatsPeriod;
}) {
  const { t, i18n } = useTranslation();
  const number = new Intl.NumberFormat(i18n.resolvedLanguage === 'am' ? 'am-ET' : 'en-GB');
  const periodName = t(`stats.period.${period}`);
  return (
    <section aria-labelledby="stats-tiles-title">
      <h2 id="stats-tiles-title" className={styles.heading}>
        {t('stats.tiles.heading')}
      </h2>
      <ul className={styles.tiles}>
        {COUNTED.map((key) => {
          const value = totals[key];
          const delta = change(value, previous[key]);
          return (
            <li key={key} className={styles.tile} data-testid={`stats-tile-${key}`}>
              <span className={styles.tileLabel}>{t(`stats.counts.${key}`)}</span>
              <span className={styles.tileValue} data-testid={`stats-total-${key}`}>
                {value === null ? t('stats.tiles.unknown') : number.format(value)}
              </span>
              {key === 'likes' && totals.unlikes > 0 && (
                <span className={styles.tileNote}>{t('stats.tiles.unlikes', { count: totals.unlikes })}</span>
              )}
              {key === 'reviews' && (
                <span className={styles.tileNote}>
                  {totals.rating === null
                    ? t('stats.tiles.noRating')
                    : t('stats.tiles.rating', { rating: totals.rating.toFixed(1) })}
                </span>
              )}
              {delta.kind !== 'none' && (
                <span className={`${styles.tileChange} ${styles[delta.kind]}`}>
                  {delta.kind === 'up' || delta.kind === 'down' ? (
                    <span aria-hidden="true">{delta.kind === 'up' ? '▲ ' : '▼ '}</span>
                  ) : null}
                  {t(`stats.tiles.${delta.kind}`, {
                    period: periodName,
                    percent: 'percent' in delta ? delta.percent : 0,
                  })}
                </span>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
