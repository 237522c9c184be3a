import { ResetPasswordForm } from '../../../features/auth/components/reset-password-form.tsx';
import { AuthPage } from './auth-page.tsx';

/** The forgotten-password flow, shown by the enter-password route with `?reset=` (loaded on demand). */
export function ResetPasswordRoute() {
  return (
    <AuthPage titleKey="passwords.resetTitle">
      <ResetPasswordForm />
    </AuthPage>
  );
}
