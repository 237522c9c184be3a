import { useTranslation } from 'react-i18next';
import { PasswordForm } from '../../../features/auth/components/password-form.tsx';
import { AuthPage } from './auth-page.tsx';

export function EnterPasswordRoute() {
  const { t } = useTranslation();
  return (
    <AuthPage title={t('auth.passwordTitle')}>
      <PasswordForm />
    </AuthPage>
  );
}
