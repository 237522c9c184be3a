import { useTranslation } from 'react-i18next';
import { CreatePasswordForm } from '../../../features/auth/components/create-password-form.tsx';
import { AuthPage } from './auth-page.tsx';

export function CreatePasswordRoute() {
  const { t } = useTranslation();
  return (
    <AuthPage title={t('auth.createTitle')}>
      <CreatePasswordForm />
    </AuthPage>
  );
}
