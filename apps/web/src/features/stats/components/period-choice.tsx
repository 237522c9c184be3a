import { useTranslation } from 'react-i18next';
import { STATS_PERIODS, type StatsPeriod } from '../lib/periods.ts';
import styles from './stats.module.css';

/** 7 days, 30 days or 12 months: a group of radio buttons (arrow keys move between them). */
export function PeriodChoice({
  value,
  onChange,
}: {
  value: StatsPeriod;
  onChange: (period: StatsPeriod) => void;
}) {
  const { t } = useTranslation();
  return (
    <fieldset className={styles.periods}>
      <legend className="sr-only">{t('stats.period.label')}</legend>
      {STATS_PERIODS.map((period) => (
        <label key={period} className={styles.period} data-testid={`stats-period-${period}`}>
          <input
            type="radio"
            name="stats-period"
            value={period}
            checked={value === period}
            onChange={() => onChange(period)}
          />
          <span>{t(`stats.period.${period}`)}</span>
        </label>
      ))}
    </fieldset>
  );
}
