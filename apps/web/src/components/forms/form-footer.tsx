import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import styles from '../../features/company/components/company-form.module.css';
import { ApiError } from '../../lib/api-client.ts';
import { companyErrorMessage } from '../../lib/field-errors.ts';
import { Button } from '../ui/button.tsx';

/**
 * The end of an owner form: the failure of the last try (when the server marked fields, their messages are
 * under them and this points there), Cancel (back to `cancelTo`, the dashboard unless said) and Save.
 * `message` words a failure for the form's feature (the company's reasons unless said); `marked` says whether
 * the form shows the failure under its fields (unless said: whenever the server marked any), and `checkFields`
 * how it points there (the company forms' words unless said).
 */
export function FormFooter({
  busy,
  error,
  submitLabel,
  cancel = true,
  cancelTo = '/profile/company',
  message = companyErrorMessage,
  marked,
  checkFields,
}: {
  busy: boolean;
  error: unknown;
  submitLabel?: string;
  cancel?: boolean;
  cancelTo?: string;
  message?: (t: TFunction, error: unknown) => string;
  marked?: boolean;
  checkFields?: string;
}) {
  const { t } = useTranslation();
  const underFields = marked ?? (error instanceof ApiError && Object.keys(error.fields ?? {}).length > 0);
  return (
    <>
      {error ? (
        <p className={styles.failure} role="alert">
          {underFields ? (checkFields ?? t('company.checkFields')) : message(t, error)}
        </p>
      ) : null}
      <div className={styles.actions}>
        {cancel && (
          <Link to={cancelTo} className={styles.cancel}>
            {t('common.cancel')}
          </Link>
        )}
        <Button type="submit" busy={busy}>
          {submitLabel ?? t('common.save')}
        </Button>
      </div>
    </>
  );
}
