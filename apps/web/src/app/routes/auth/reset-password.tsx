import { useTranslation } from 'react-i18next';
import { ResetPasswordForm } from '../../../features/auth/components/reset-password-form.tsx';
import { AuthPage } from './auth-page.tsx';

/** The forgotten-password flow, shown by the enter-password route with `?reset=` (loaded on demand). */
export function ResetPasswordRoute() {
  const { t } = useTranslation();
  return (
    <AuthPage title={t('passwords.resetTitle')}>
      <ResetPasswordForm />
    </AuthPage>
  );
}
