import { clockSchema, type OpeningHours, WEEKDAYS } from '@sefer/contract/hours';
import { useTranslation } from 'react-i18next';
import { OpeningHoursSection } from '../../../components/ui/opening-hours.tsx';
import styles from './hours-editor.module.css';

const complete = (interval: { open: string; close: string }) =>
  clockSchema.safeParse(interval.open).success && clockSchema.safeParse(interval.close).success;

/**
 * The week as visitors will read it on the company page (its own section, in the reader's clock: the
 * Ethiopian clock on Amharic pages), from what the form holds; intervals still being typed are left out.
 */
export function HoursPreview({ hours }: { hours: OpeningHours | null }) {
  const { t } = useTranslation();
  const shown = hours
    ? (Object.fromEntries(WEEKDAYS.map((day) => [day, hours[day].filter(complete)])) as OpeningHours)
    : null;
  return (
    <section className={styles.preview} aria-label={t('company.hours.preview')} data-testid="hours-preview">
      <p className={styles.previewTitle}>{t('company.hours.preview')}</p>
      {shown ? <OpeningHoursSection hours={shown} /> : <p>{t('company.hours.noneHint')}</p>}
    </section>
  );
}
