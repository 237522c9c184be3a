import { RegisterForm } from '../../../features/auth/components/register-form.tsx';
import { AuthPage } from './auth-page.tsx';

export function RegisterRoute() {
  return (
    <AuthPage titleKey="auth.registerTitle">
      <RegisterForm />
    </AuthPage>
  );
}
