import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { companyErrorMessage } from '../lib/field-errors.ts';
import styles from './company-form.module.css';

/**
 * The end of an owner form: the failure of the last try (when the server marked fields, their messages are
 * under them and this points there), Cancel (back to the dashboard) and Save.
 */
export function FormFooter({
  busy,
  error,
  submitLabel,
  cancel = true,
}: {
  busy: boolean;
  error: unknown;
  submitLabel?: string;
  cancel?: boolean;
}) {
  const { t } = useTranslation();
  const marked = error instanceof ApiError && Object.keys(error.fields ?? {}).length > 0;
  return (
    <>
      {error ? (
        <p className={styles.failure} role="alert">
          {marked ? t('company.checkFields') : companyErrorMessage(t, error)}
        </p>
      ) : null}
      <div className={styles.actions}>
        {cancel && (
          <Link to="/profile/company" className={styles.cancel}>
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
