import { screenPath } from '@sefer/contract/routes';
import { resetPasswordBodySchema } from '@sefer/contract/sessions';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { requestResetCode } from '../api/forgot-password.ts';
import { resetPassword } from '../api/reset-password.ts';
import { useCodeStep } from '../hooks/use-code-step.ts';
import { useReturnTo } from '../hooks/use-return-to.ts';
import { noteCodeRequest } from '../lib/flow-state.ts';
import { checkPasswordBody, failureMessage, serverFieldErrors } from '../lib/password-fields.ts';
import '../lib/passwords-strings.ts';
import { withReturnTo } from '../lib/return-to.ts';
import styles from './auth-form.module.css';
import { CodeAndPasswordFields } from './code-and-password-fields.tsx';
import { FlowPhone } from './flow-phone.tsx';
import { RESET_PARAM, resetPath } from './forgot-password-link.tsx';
import { SubmitRow } from './submit-row.tsx';

/**
 * The forgotten-password flow on the enter-password screen (`?reset=start`, then `?reset=code`): a code by SMS
 * to the number being signed in, then the code and a new password twice. Success signs this browser in (every
 * other session has ended) and goes where signing in goes.
 */
export function ResetPasswordForm() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const returnTo = useReturnTo();
  const [params] = useSearchParams();
  const codeStep = params.get(RESET_PARAM) === 'code';
  const { flow, setFlow, form, submit, send, secondsLeft, onSend, resend } = useCodeStep(async (current) => {
    const result = await requestResetCode(current.e164);
    setFlow(noteCodeRequest(current, result.resendAfter));
    if (codeStep) return result.codeSent;
    await navigate(resetPath('code', returnTo), { replace: true });
    return false;
  });

  if (!flow) return <Navigate to={withReturnTo(screenPath('login'), returnTo)} replace />;
  const error = submit.error ?? send.error;
  const message = (failure: unknown) =>
    failure instanceof ApiError && failure.key === 'not_found'
      ? t('passwords.noAccount')
      : failureMessage(t, failure);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const body = { phone: flow.e164, ...form.values };
    const { errors } = checkPasswordBody(resetPasswordBodySchema, body);
    form.showErrors(errors);
    if (Object.keys(errors).length > 0) return;
    send.setError(null);
    void submit.run(async () => {
      try {
        await resetPassword(body);
      } catch (failure) {
        const fields = serverFieldErrors(failure);
        if (fields) {
          form.showErrors(fields);
          return;
        }
        throw failure;
      }
      await navigate(returnTo ?? '/profile/user', { replace: true });
    });
  };

  const banner = error ? (
    <p className={styles.banner} role="alert" data-testid="auth-error">
      {message(error)}
    </p>
  ) : null;
  const back = (
    <Link to={withReturnTo(screenPath('enterPassword'), returnTo)}>{t('passwords.backToPassword')}</Link>
  );

  if (!codeStep) {
    return (
      <div className={styles.form}>
        <FlowPhone label={t('passwords.resetIntro')} e164={flow.e164} />
        {banner}
        <div className={styles.actions}>
          <Button onClick={onSend} busy={send.busy} disabled={secondsLeft > 0}>
            {secondsLeft > 0 ? t('auth.resendIn', { seconds: secondsLeft }) : t('passwords.sendCode')}
          </Button>
        </div>
        <p className={styles.notice}>{back}</p>
      </div>
    );
  }

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate>
      <FlowPhone label={t('auth.codeSentTo')} e164={flow.e164} />
      {banner}
      <CodeAndPasswordFields username={flow.e164} {...form.fields} resend={resend} />
      <p className={styles.notice}>{t('passwords.resetHint')}</p>
      <SubmitRow busy={submit.busy}>{t('passwords.saveNew')}</SubmitRow>
      <p className={styles.notice}>{back}</p>
    </form>
  );
}
