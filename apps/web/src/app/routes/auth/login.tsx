import { useTranslation } from 'react-i18next';
import { PhoneForm } from '../../../features/auth/components/phone-form.tsx';
import { AuthPage } from './auth-page.tsx';

export function LoginRoute() {
  const { t } = useTranslation();
  return (
    <AuthPage title={t('auth.loginTitle')}>
      <PhoneForm />
    </AuthPage>
  );
}
