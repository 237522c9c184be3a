import { addisClock, type OpeningHours, WEEKDAYS } from '@sefer/contract/hours-clock';
import { openStatus } from '@sefer/contract/hours-week';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import page from '../../features/details/components/detail-page.module.css';
import { clockOf, intervalText, statusText } from '../../features/details/lib/hours-text.ts';
import styles from './opening-hours.module.css';

/** The time now, again every half minute, so "Open now" turns when the page stays open. */
function useNow(): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), 30_000);
    return () => clearInterval(timer);
  }, []);
  return now;
}

/**
 * A company's opening hours (decision 22): whether it is open now and when that changes, and the week with today
 * marked, in the reader's clock (English 12-hour, Amharic Ethiopian). Nothing at all when it gave no hours.
 */
export function OpeningHoursSection({ hours }: { hours: OpeningHours | null }) {
  const { t, i18n } = useTranslation();
  const now = useNow();
  if (!hours) return null;
  const clock = clockOf(i18n.resolvedLanguage);
  const today = addisClock(now).day;
  const open = openStatus(hours, now)?.open ?? false;
  return (
    <section className={page.card} aria-labelledby="hours-title" data-testid="opening-hours">
      <h2 id="hours-title" className={page.sectionTitle}>
        {t('details.hours.title')}
      </h2>
      <p className={open ? styles.open : styles.closed} data-testid="hours-status" data-open={open}>
        {statusText(t, hours, now, clock)}
      </p>
      <table className={styles.week}>
        <caption className="sr-only">{`${t('details.hours.title')} (${t('details.hours.note')})`}</caption>
        <tbody>
          {WEEKDAYS.map((day) => (
            <tr
              key={day}
              className={day === today ? styles.today : undefined}
              aria-current={day === today ? 'date' : undefined}
              data-testid={`hours-${day}`}
            >
              <th scope="row">
                {t(`details.hours.days.${day}`)}
                {day === today && <span className={styles.todayMark}> · {t('details.hours.today')}</span>}
              </th>
              <td>
                {hours[day].length === 0
                  ? t('details.hours.closedDay')
                  : hours[day].map((interval) => (
                      <span key={`${interval.open}-${interval.close}`} className={styles.interval}>
                        {intervalText(t, interval, clock)}
                      </span>
                    ))}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className={`${page.muted} ${page.small}`}>{t('details.hours.note')}</p>
    </section>
  );
}
