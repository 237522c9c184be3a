import type { OwnCompany } from '@sefer/contract/company';
import { openingHoursSchema, WEEKDAYS } from '@sefer/contract/hours';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormFooter } from '../../../components/forms/form-footer.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { CheckboxField } from '../../../components/ui/checkbox-field.tsx';
import { useFieldErrors } from '../../../hooks/use-field-errors.ts';
import type { FieldErrors } from '../../../lib/field-errors.ts';
import { useSaveCompany } from '../hooks/use-save-company.ts';
import { copyMonday, formHours, hoursForm } from '../lib/hours-form.ts';
import styles from './company-form.module.css';
import { DayHours } from './day-hours.tsx';
import hoursStyles from './hours-editor.module.css';
import { HoursPreview } from './hours-preview.tsx';

/** Problems by weekday: the day's intervals overlap (an issue on the day), or a time is missing. */
function dayErrors(issues: ReadonlyArray<{ path: readonly PropertyKey[] }>): FieldErrors {
  const errors: FieldErrors = {};
  for (const { path } of issues) {
    const day = String(path[0]);
    errors[day] ??= path.length === 1 ? 'company.hours.overlap' : 'company.hours.invalidTime';
  }
  return errors;
}

/**
 * Opening hours (DESIGN §2, decision 22): per weekday closed or one or two intervals in Addis Ababa time,
 * "copy Monday" for the working week, or no opening hours at all; checked by the contract's schema.
 */
export function HoursEditor({ company }: { company: OwnCompany }) {
  const { t } = useTranslation();
  const [form, setForm] = useState(() => hoursForm(company.hours));
  const { formRef, errors, show } = useFieldErrors();
  const { save, busy, error } = useSaveCompany(show);
  const hours = formHours(form);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (hours === null) {
      show({});
      return save({ hours: null });
    }
    const parsed = openingHoursSchema.safeParse(hours);
    if (!parsed.success) return show(dayErrors(parsed.error.issues));
    show({});
    save({ hours: parsed.data });
  };

  return (
    <form ref={formRef} className={styles.form} onSubmit={onSubmit} noValidate data-testid="hours-form">
      <p className={styles.intro}>{t('company.hours.intro')}</p>
      <CheckboxField
        label={t('company.hours.none')}
        name="noHours"
        checked={form.none}
        onChange={(e) => setForm({ ...form, none: e.target.checked })}
      />
      {!form.none && (
        <>
          <div>
            <Button variant="secondary" onClick={() => setForm(copyMonday(form))}>
              {t('company.hours.copyMonday')}
            </Button>
          </div>
          <div className={hoursStyles.days}>
            {WEEKDAYS.map((day) => (
              <DayHours
                key={day}
                day={day}
                value={form.days[day]}
                onChange={(value) => setForm({ ...form, days: { ...form.days, [day]: value } })}
                error={errors[day]}
              />
            ))}
          </div>
        </>
      )}
      <HoursPreview hours={hours} />
      <FormFooter busy={busy} error={error} />
    </form>
  );
}
