import { statDateLabel } from '../lib/stat-dates.ts';
import styles from './stats.module.css';
import { useStatsLanguage } from './use-stats-language.ts';

/**
 * A day (or month) of the statistics in the page's calendar. An Amharic (Ethiopian-calendar) date carries its
 * Gregorian one: spoken after it, and shown on hover and, when `focusable`, on keyboard focus.
 */
export function StatDate({
  date,
  granularity,
  short = false,
  focusable = false,
}: {
  date: string;
  granularity: 'day' | 'month';
  short?: boolean;
  focusable?: boolean;
}) {
  const language = useStatsLanguage();
  const label = statDateLabel(date, granularity, language);
  const text = short ? label.short : label.full;
  if (language !== 'am') return <time dateTime={date}>{text}</time>;
  return (
    <time
      dateTime={date}
      className={styles.date}
      data-gregorian={label.gregorian}
      tabIndex={focusable ? 0 : undefined}
    >
      {text}
      <span className="sr-only" lang="en">
        {` (${label.gregorian})`}
      </span>
    </time>
  );
}
