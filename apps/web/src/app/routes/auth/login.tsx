import { PhoneForm } from '../../../features/auth/components/phone-form.tsx';
import { AuthPage } from './auth-page.tsx';

export function LoginRoute() {
  return (
    <AuthPage titleKey="auth.loginTitle">
      <PhoneForm />
    </AuthPage>
  );
}
