import type { OwnCompany } from '@sefer/contract/company';
import { FormFooter } from '../../../components/forms/form-footer.tsx';
import { useCompanyEditForm } from '../hooks/use-company-edit-form.ts';
import { basicBody, basicValues } from '../lib/basic-values.ts';
import { CompanyFields } from './company-fields.tsx';
import styles from './company-form.module.css';

/** Edit Business: the business form's own fields, prefilled from the company. */
export function BasicForm({ company }: { company: OwnCompany }) {
  const edit = useCompanyEditForm(() => basicValues(company), basicBody);
  return (
    <form {...edit.form} className={styles.form} data-testid="edit-basic-form">
      <CompanyFields
        value={edit.values}
        onChange={edit.setValues}
        errors={edit.errors}
        verified={company.verified}
      />
      <FormFooter busy={edit.busy} error={edit.error} />
    </form>
  );
}
