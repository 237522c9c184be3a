import { CreatePasswordForm } from '../../../features/auth/components/create-password-form.tsx';
import { AuthPage } from './auth-page.tsx';

export function CreatePasswordRoute() {
  return (
    <AuthPage titleKey="auth.createTitle">
      <CreatePasswordForm />
    </AuthPage>
  );
}
