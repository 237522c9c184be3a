import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorMessage } from '../../../components/ui/error-message.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useCompanyStats } from '../api/get-company-stats.ts';
import { addisToday, isEmpty, type StatsPeriod, statsRanges } from '../lib/periods.ts';
import { BarChart, type SeriesKey } from './bar-chart.tsx';
import { PeriodChoice } from './period-choice.tsx';
import { ProductRanking } from './product-ranking.tsx';
import { SearchKeys } from './search-keys.tsx';
import { StatDate } from './stat-date.tsx';
import { StatTiles } from './stat-tiles.tsx';
import styles from './stats.module.css';

const CHARTS: readonly { id: string; series: readonly SeriesKey[] }[] = [
  { id: 'views', series: ['views'] },
  { id: 'appearances', series: ['searchAppearances', 'feedAppearances'] },
  { id: 'actions', series: ['calls', 'telegram', 'website', 'directions'] },
];

/**
 * The owner's insights (issue 31): a period, its totals against the previous period of the same length, a chart
 * per group of series, the top search keys and the products ranked. Two calls: the period and the one before.
 */
export function StatsScreen() {
  const { t } = useTranslation();
  const [period, setPeriod] = useState<StatsPeriod>('month');
  const { current, previous } = statsRanges(period, addisToday());
  const now = useCompanyStats(current);
  const before = useCompanyStats(previous);

  const body = (() => {
    if (now.isPending || before.isPending) return <Spinner />;
    if (now.isError || before.isError) {
      return (
        <ErrorMessage
          error={now.error ?? before.error}
          onRetry={() => {
            if (now.isError) void now.refetch();
            if (before.isError) void before.refetch();
          }}
        />
      );
    }
    const stats = now.data;
    if (isEmpty(stats.totals) && stats.searchKeys.length === 0) {
      return (
        <section className={`${styles.card} ${styles.empty}`} data-testid="stats-empty">
          <h2 className={styles.heading}>{t('stats.empty.title')}</h2>
          <p className={styles.muted}>{t('stats.empty.text')}</p>
        </section>
      );
    }
    return (
      <>
        <StatTiles totals={stats.totals} previous={before.data.totals} period={period} />
        <div className={styles.charts}>
          {CHARTS.map(({ id, series }) => (
            <BarChart
              key={id}
              id={id}
              title={t(`stats.charts.${id}`)}
              series={series}
              points={stats.series}
              granularity={stats.granularity}
            />
          ))}
        </div>
        <div className={styles.lists}>
          <SearchKeys keys={stats.searchKeys} />
          <ProductRanking products={stats.products} />
        </div>
      </>
    );
  })();

  return (
    <div className={styles.screen} data-testid="stats-screen">
      <div className={styles.toolbar}>
        <PeriodChoice value={period} onChange={setPeriod} />
        <p className={styles.range} data-testid="stats-range">
          <StatDate date={current.from} granularity="day" focusable />
          {' – '}
          <StatDate date={current.to} granularity="day" focusable />
        </p>
      </div>
      <div className={styles.body} aria-busy={now.isFetching || before.isFetching}>
        {body}
      </div>
    </div>
  );
}
