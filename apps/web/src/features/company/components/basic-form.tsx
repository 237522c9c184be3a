import { companyUpdateBodySchema, type OwnCompany } from '@sefer/contract/company';
import { type FormEvent, useState } from 'react';
import { FormFooter } from '../../../components/forms/form-footer.tsx';
import { useFieldErrors } from '../../../hooks/use-field-errors.ts';
import { issueErrors } from '../../../lib/field-errors.ts';
import { useSaveCompany } from '../hooks/use-save-company.ts';
import { basicBody, basicValues } from '../lib/basic-values.ts';
import { CompanyFields } from './company-fields.tsx';
import styles from './company-form.module.css';

/** Edit Business: the business form's own fields, prefilled from the company. */
export function BasicForm({ company }: { company: OwnCompany }) {
  const [values, setValues] = useState(() => basicValues(company));
  const { formRef, errors, show } = useFieldErrors();
  const { save, busy, error } = useSaveCompany(show);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = companyUpdateBodySchema.safeParse(basicBody(values));
    if (!parsed.success) return show(issueErrors(parsed.error.issues, 'company.errors'));
    show({});
    save(parsed.data);
  };

  return (
    <form ref={formRef} className={styles.form} onSubmit={onSubmit} noValidate data-testid="edit-basic-form">
      <CompanyFields value={values} onChange={setValues} errors={errors} verified={company.verified} />
      <FormFooter busy={busy} error={error} />
    </form>
  );
}
