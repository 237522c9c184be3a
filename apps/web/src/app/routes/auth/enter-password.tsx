import { lazy, Suspense } from 'react';
import { useSearchParams } from 'react-router';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { RESET_PARAM } from '../../../features/auth/components/forgot-password-link.tsx';
import { PasswordForm } from '../../../features/auth/components/password-form.tsx';
import { AuthPage } from './auth-page.tsx';

// The forgotten-password flow loads only when asked for: this screen carries its one link.
const ResetPasswordRoute = lazy(() =>
  import('./reset-password.tsx').then((m) => ({ default: m.ResetPasswordRoute })),
);

/** /auth/login/enterPassword; with `?reset=` the forgotten-password flow instead. */
export function EnterPasswordRoute() {
  const [params] = useSearchParams();
  if (params.has(RESET_PARAM)) {
    return (
      <Suspense fallback={<Spinner page />}>
        <ResetPasswordRoute />
      </Suspense>
    );
  }
  return (
    <AuthPage titleKey="auth.passwordTitle">
      <PasswordForm />
    </AuthPage>
  );
}
