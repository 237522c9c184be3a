import type { CompanyUpdateBody } from '@sefer/contract/company';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { showToast } from '../../../components/ui/toast.tsx';
import { type FieldErrors, serverFieldErrors } from '../../../lib/field-errors.ts';
import { useUpdateCompany } from '../api/update-company.ts';

/** How long "Saved" stays on screen. */
const SAVED_NOTICE_MS = 4000;

/**
 * Saving an edit screen (spec §4 profile update: start, success, fail): while it runs the form shows its
 * saving state; success says "Saved" and goes back to the dashboard; failure shows the server's field
 * problems (through `showErrors`) and its message (`error`).
 */
export function useSaveCompany(showErrors: (errors: FieldErrors) => void, prefix?: string) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const update = useUpdateCompany();
  const save = (body: CompanyUpdateBody) => {
    update.mutate(body, {
      onSuccess: () => {
        showToast(t('company.saved'), SAVED_NOTICE_MS);
        void navigate('/profile/company');
      },
      onError: (error) => showErrors(serverFieldErrors(error, prefix)),
    });
  };
  return { save, busy: update.isPending, error: update.error };
}
