import type { OwnCompany } from '@sefer/contract/company';
import { FormFooter } from '../../../components/forms/form-footer.tsx';
import { useCompanyEditForm } from '../hooks/use-company-edit-form.ts';
import { locationBody, locationValues } from '../lib/location-values.ts';
import styles from './company-form.module.css';
import { LocationField } from './location-field.tsx';

/** The business's place: the map picker and the address, prefilled from the company. */
export function LocationForm({ company }: { company: OwnCompany }) {
  const edit = useCompanyEditForm(() => locationValues(company), locationBody);
  return (
    <form {...edit.form} className={styles.form} data-testid="edit-location-form">
      <LocationField value={edit.values} onChange={edit.setValues} errors={edit.errors} />
      <FormFooter busy={edit.busy} error={edit.error} />
    </form>
  );
}
