import { companyUpdateBodySchema } from '@sefer/contract/company';
import { type FormEvent, useState } from 'react';
import { useFieldErrors } from '../../../hooks/use-field-errors.ts';
import { issueErrors } from '../../../lib/field-errors.ts';
import { useSaveCompany } from './use-save-company.ts';

/**
 * An edit screen's form over part of the company: `values` as typed (from `initial`), and `form` (the props of the
 * `<form>`) whose submit checks `body(values)` by the contract's update schema in the browser, then saves it.
 */
export function useCompanyEditForm<V>(initial: () => V, body: (values: V) => unknown) {
  const [values, setValues] = useState(initial);
  const { formRef, errors, show } = useFieldErrors();
  const { save, busy, error } = useSaveCompany(show);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = companyUpdateBodySchema.safeParse(body(values));
    if (!parsed.success) return show(issueErrors(parsed.error.issues, 'company.errors'));
    show({});
    save(parsed.data);
  };

  return { values, setValues, errors, busy, error, form: { ref: formRef, onSubmit, noValidate: true } };
}
