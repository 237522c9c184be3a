import { SCREENS } from '@sefer/contract/routes';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import '../lib/forgot-link-strings.ts';
import { RETURN_TO_PARAM } from '../lib/return-to.ts';

/** The query parameter that turns the enter-password screen into the reset flow (`code` once a code was sent). */
export const RESET_PARAM = 'reset';

/** Where the reset flow's steps live: the enter-password route with `?reset=`, keeping the pending target. */
export function resetPath(step: 'start' | 'code', returnTo: string | null): string {
  const search = new URLSearchParams({
    [RESET_PARAM]: step,
    ...(returnTo ? { [RETURN_TO_PARAM]: returnTo } : {}),
  });
  return `${SCREENS.enterPassword}?${search}`;
}

/** "Forgot password?" under the password: the reset flow, which loads on demand. */
export function ForgotPasswordLink({ returnTo, className }: { returnTo: string | null; className?: string }) {
  const { t } = useTranslation();
  return (
    <Link to={resetPath('start', returnTo)} className={className}>
      {t('forgotLink.label')}
    </Link>
  );
}
