import type { HoursInterval, Weekday } from '@sefer/contract/hours';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { type DayForm, setSecondInterval } from '../lib/hours-form.ts';
import styles from './hours-editor.module.css';

interface DayHoursProps {
  day: Weekday;
  value: DayForm;
  onChange: (value: DayForm) => void;
  /** Translation key of the day's problem (overlap, a time missing). */
  error?: string | undefined;
}

/** One weekday of the hours editor: open or closed, then one or two intervals of time inputs. */
export function DayHours({ day, value, onChange, error }: DayHoursProps) {
  const { t } = useTranslation();
  const id = useId();
  const errorId = `${id}-error`;
  const setInterval = (index: number, part: keyof HoursInterval, time: string) =>
    onChange({
      ...value,
      intervals: value.intervals.map((interval, i) =>
        i === index ? { ...interval, [part]: time } : interval,
      ),
    });
  const timeInput = (index: number, part: keyof HoursInterval, label: string) => (
    <label className={styles.time}>
      <span>{label}</span>
      <input
        type="time"
        name={`${day}-${index}-${part}`}
        value={value.intervals[index]?.[part] ?? ''}
        onChange={(e) => setInterval(index, part, e.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        required
      />
    </label>
  );

  return (
    <fieldset className={styles.day} data-testid={`day-${day}`}>
      <legend className={styles.dayName}>{t(`details.hours.days.${day}`)}</legend>
      <label className={styles.toggle}>
        <input
          type="checkbox"
          checked={value.open}
          onChange={(e) => onChange({ ...value, open: e.target.checked })}
        />
        <span>{t('company.hours.open')}</span>
      </label>
      {value.open ? (
        <div className={styles.intervals}>
          <div className={styles.interval}>
            {timeInput(0, 'open', t('company.hours.opens'))}
            {timeInput(0, 'close', t('company.hours.closes'))}
          </div>
          {value.intervals.length > 1 && (
            <div className={styles.interval}>
              {timeInput(1, 'open', t('company.hours.opensAgain'))}
              {timeInput(1, 'close', t('company.hours.closesAgain'))}
            </div>
          )}
          <button
            type="button"
            className={styles.link}
            onClick={() => onChange(setSecondInterval(value, value.intervals.length < 2))}
          >
            {value.intervals.length < 2 ? t('company.hours.addInterval') : t('company.hours.removeInterval')}
          </button>
        </div>
      ) : (
        <p className={styles.closed}>{t('company.hours.closed')}</p>
      )}
      {error && (
        <p id={errorId} className={styles.error}>
          {t(error)}
        </p>
      )}
    </fieldset>
  );
}
