import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ETHIOPIAN_MONTHS } from '../../../lib/dates/calendar-date.ts';
import { type Calendar, type DateParts, monthDays, NO_DATE, yearChoices } from '../lib/birth-date.ts';
import styles from './about-you.module.css';

const gregorianMonth = new Intl.DateTimeFormat('en', { month: 'long', timeZone: 'UTC' });
const MONTHS: Record<Calendar, readonly string[]> = {
  gregorian: Array.from({ length: 12 }, (_, i) => gregorianMonth.format(Date.UTC(2000, i, 1))),
  ethiopian: ETHIOPIAN_MONTHS,
};

const numberOrNull = (value: string) => (value ? Number(value) : null);

/**
 * The birth date as three choices, day, month and year, in the page's calendar (the Ethiopian one in Amharic:
 * thirteen months, Pagume of 5 or 6 days), with Clear. A day past the end of a newly chosen month becomes its last.
 */
export function BirthDateField({
  value,
  calendar,
  error,
  onChange,
}: {
  value: DateParts;
  calendar: Calendar;
  error?: string | null;
  onChange: (next: DateParts) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const days = monthDays(calendar, numberOrNull(value.year), numberOrNull(value.month));
  const change = (part: keyof DateParts, chosen: string) => {
    const next = { ...value, [part]: chosen };
    const last = monthDays(calendar, numberOrNull(next.year), numberOrNull(next.month));
    if (next.day && Number(next.day) > last) next.day = String(last);
    onChange(next);
  };
  const invalid = error ? true : undefined;
  const describedBy = `${id}-hint${error ? ` ${id}-error` : ''}`;
  const empty = !value.year && !value.month && !value.day;
  // Each part's choices as [value, shown]: the day and year as numbers, the month by its name in the calendar.
  const parts: { part: keyof DateParts; choices: [string, string | number][] }[] = [
    { part: 'day', choices: Array.from({ length: days }, (_, i) => [String(i + 1), i + 1]) },
    { part: 'month', choices: MONTHS[calendar].map((name, i) => [String(i + 1), name]) },
    { part: 'year', choices: yearChoices(calendar).map((year) => [String(year), year]) },
  ];

  return (
    <fieldset className={styles.group} aria-describedby={describedBy} data-testid="birth-date">
      <legend className={styles.legend}>{t('users.form.birthDate')}</legend>
      <p id={`${id}-hint`} className={styles.hint}>
        {t('users.form.birthDateHint')}
      </p>
      <div className={styles.date}>
        {parts.map(({ part, choices }) => (
          <div key={part} className={styles.part}>
            <label htmlFor={`${id}-${part}`}>{t(`users.form.${part}`)}</label>
            <select
              id={`${id}-${part}`}
              className={styles.select}
              value={value[part]}
              aria-invalid={invalid}
              onChange={(event) => change(part, event.target.value)}
            >
              <option value="">—</option>
              {choices.map(([choice, label]) => (
                <option key={choice} value={choice}>
                  {label}
                </option>
              ))}
            </select>
          </div>
        ))}
      </div>
      {!empty && (
        <button type="button" className={styles.clear} onClick={() => onChange(NO_DATE)}>
          {t('users.form.clearDate')}
        </button>
      )}
      {error && (
        <p id={`${id}-error`} className={styles.error}>
          {error}
        </p>
      )}
    </fieldset>
  );
}
