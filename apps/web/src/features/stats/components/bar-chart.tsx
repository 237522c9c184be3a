import type { StatsPoint } from '@sefer/contract/stats';
import { useTranslation } from 'react-i18next';
import { statDateLabel } from '../lib/stat-dates.ts';
import { StatDate } from './stat-date.tsx';
import styles from './stats.module.css';
import { StatsCard } from './stats-card.tsx';
import { useStatsLanguage } from './use-stats-language.ts';

export type SeriesKey =
  | 'views'
  | 'searchAppearances'
  | 'feedAppearances'
  | 'calls'
  | 'telegram'
  | 'website'
  | 'directions';

const WIDTH = 100;
const HEIGHT = 40;

/** The top of the scale: the highest bar rounded up to 1, 2 or 5 times a power of ten. */
export function niceMax(value: number): number {
  if (value <= 0) return 1;
  const power = 10 ** Math.floor(Math.log10(value));
  return ([1, 2, 5, 10].find((step) => step * power >= value) ?? 10) * power;
}

/**
 * One group of series as stacked bars, a day (or month) each, drawn in plain SVG (no chart library: the screen's
 * chunk stays small). The picture is for the eye; the same numbers follow in a table (visually hidden) for
 * screen readers, with a caption.
 */
export function BarChart({
  id,
  title,
  series,
  points,
  granularity,
}: {
  id: string;
  title: string;
  series: readonly SeriesKey[];
  points: readonly StatsPoint[];
  granularity: 'day' | 'month';
}) {
  const { t } = useTranslation();
  const language = useStatsLanguage();
  const top = niceMax(Math.max(0, ...points.map((p) => series.reduce((sum, key) => sum + p[key], 0))));
  const step = WIDTH / Math.max(points.length, 1);
  const gap = Math.min(step * 0.2, 0.8);
  const first = points[0];
  const last = points[points.length - 1];
  return (
    <StatsCard heading={title} testId={`stats-chart-${id}`}>
      {series.length > 1 && (
        <ul className={styles.legend} aria-hidden="true">
          {series.map((key, index) => (
            <li key={key}>
              <span className={`${styles.swatch} ${styles[`s${index}`]}`} />
              {t(`stats.counts.${key}`)}
            </li>
          ))}
        </ul>
      )}
      <div className={styles.plot}>
        <span className={styles.scale} aria-hidden="true">
          {top}
        </span>
        <svg
          className={styles.svg}
          viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
          preserveAspectRatio="none"
          aria-hidden="true"
          focusable="false"
        >
          <line x1="0" y1={HEIGHT} x2={WIDTH} y2={HEIGHT} className={styles.axis} />
          {points.map((point, i) => {
            let base = HEIGHT;
            const label = statDateLabel(point.date, granularity, language);
            return (
              <g key={point.date}>
                <title>
                  {`${label.full}: ${series.map((key) => `${t(`stats.counts.${key}`)} ${point[key]}`).join(', ')}`}
                </title>
                {series.map((key, index) => {
                  const h = (point[key] / top) * HEIGHT;
                  base -= h;
                  return h > 0 ? (
                    <rect
                      key={key}
                      className={styles[`s${index}`]}
                      x={i * step + gap / 2}
                      y={base}
                      width={step - gap}
                      height={h}
                    />
                  ) : null;
                })}
              </g>
            );
          })}
        </svg>
      </div>
      {first && last && (
        <div className={styles.ends} aria-hidden="true">
          <StatDate date={first.date} granularity={granularity} short />
          <StatDate date={last.date} granularity={granularity} short />
        </div>
      )}
      {/* A table ignores a 1px width: the box around it is the one visually hidden. */}
      <div className="sr-only">
        <table data-testid={`stats-table-${id}`}>
          <caption>
            {t(granularity === 'month' ? 'stats.charts.tableCaptionMonth' : 'stats.charts.tableCaption', {
              title,
            })}
          </caption>
          <thead>
            <tr>
              <th scope="col">{t(granularity === 'month' ? 'stats.charts.month' : 'stats.charts.date')}</th>
              {series.map((key) => (
                <th key={key} scope="col">
                  {t(`stats.counts.${key}`)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {points.map((point) => (
              <tr key={point.date}>
                <th scope="row">
                  <StatDate date={point.date} granularity={granularity} />
                </th>
                {series.map((key) => (
                  <td key={key}>{point[key]}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </StatsCard>
  );
}
