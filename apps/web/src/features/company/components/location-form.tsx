import { companyUpdateBodySchema, type OwnCompany } from '@sefer/contract/company';
import { type FormEvent, useState } from 'react';
import { FormFooter } from '../../../components/forms/form-footer.tsx';
import { useFieldErrors } from '../../../hooks/use-field-errors.ts';
import { issueErrors } from '../../../lib/field-errors.ts';
import { useSaveCompany } from '../hooks/use-save-company.ts';
import { locationBody, locationValues } from '../lib/location-values.ts';
import styles from './company-form.module.css';
import { LocationField } from './location-field.tsx';

/** The business's place: the map picker and the address, prefilled from the company. */
export function LocationForm({ company }: { company: OwnCompany }) {
  const [values, setValues] = useState(() => locationValues(company));
  const { formRef, errors, show } = useFieldErrors();
  const { save, busy, error } = useSaveCompany(show);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = companyUpdateBodySchema.safeParse(locationBody(values));
    if (!parsed.success) return show(issueErrors(parsed.error.issues, 'company.errors'));
    show({});
    save(parsed.data);
  };

  return (
    <form
      ref={formRef}
      className={styles.form}
      onSubmit={onSubmit}
      noValidate
      data-testid="edit-location-form"
    >
      <LocationField value={values} onChange={setValues} errors={errors} />
      <FormFooter busy={busy} error={error} />
    </form>
  );
}
