import { ACTIVATION_CODE_LENGTH, PASSWORD_MIN_LENGTH } from '@sefer/contract/constants';
import { screenPath } from '@sefer/contract/routes';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate } from 'react-router';
import { ApiError } from '../../../lib/api-client.ts';
import { createPassword } from '../api/create-password.ts';
import { login } from '../api/login.ts';
import { useCodeStep } from '../hooks/use-code-step.ts';
import type { CodeAndPasswordField } from '../hooks/use-password-form.ts';
import { useReturnTo } from '../hooks/use-return-to.ts';
import { readFlow } from '../lib/flow-state.ts';
import { withReturnTo } from '../lib/return-to.ts';
import { sendCode } from '../lib/send-code.ts';
import { AuthErrorBanner } from './auth-error-banner.tsx';
import styles from './auth-form.module.css';
import { CodeAndPasswordFields } from './code-and-password-fields.tsx';
import { FlowPhone } from './flow-phone.tsx';
import { SubmitRow } from './submit-row.tsx';

type FieldErrors = Partial<Record<CodeAndPasswordField, string>>;

const CODE_PATTERN = new RegExp(`^\\d{${ACTIVATION_CODE_LENGTH}}$`);

/** Client checks of DESIGN §2 and spec §5: 6 digits, a 6+ character password, the same twice. */
function validate(code: string, password: string, confirm: string): FieldErrors {
  const errors: FieldErrors = {};
  if (!CODE_PATTERN.test(code)) errors.code = 'errors.invalid_code';
  if (password.length < PASSWORD_MIN_LENGTH) errors.password = 'errors.invalid_password';
  else if (confirm !== password) errors.confirmPassword = 'auth.passwordsMustMatch';
  return errors;
}

/** Field errors the server found (`invalid_password` on password or confirmPassword). */
function serverFieldErrors(error: unknown): FieldErrors {
  if (!(error instanceof ApiError) || error.key !== 'invalid_password') return {};
  if (error.reason === 'passwords_differ' || error.fields?.confirmPassword) {
    return { confirmPassword: 'auth.passwordsMustMatch' };
  }
  return { password: 'errors.invalid_password' };
}

/**
 * /auth/login/createPassword: the SMS code, a new password twice, and "send a new code" (throttled,
 * with a countdown). Success logs in (remember me on) and goes to the pending target or / (spec §4).
 */
export function CreatePasswordForm() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const returnTo = useReturnTo();
  const { flow, setFlow, form, submit, send, resend } = useCodeStep(async (current) => {
    const next = await sendCode(current);
    if (next === 'enterPassword') {
      await navigate(withReturnTo(screenPath('enterPassword'), returnTo), { replace: true });
      return false;
    }
    setFlow(readFlow());
    return true;
  });

  if (!flow) return <Navigate to={withReturnTo(screenPath('login'), returnTo)} replace />;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const { code, password, confirmPassword } = form.values;
    const errors = validate(code, password, confirmPassword);
    form.showErrors(errors);
    if (Object.keys(errors).length > 0) return;
    send.setError(null);
    void submit.run(async () => {
      try {
        await createPassword({ password, confirmPassword, aCode: code, phone: flow.e164 });
      } catch (failure) {
        form.setErrors(serverFieldErrors(failure));
        throw failure;
      }
      await login({ phone: flow.e164, password, remember: true });
      await navigate(returnTo ?? '/', { replace: true });
    });
  };

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate>
      <FlowPhone label={t('auth.codeSentTo')} e164={flow.e164} changeable />
      <AuthErrorBanner error={submit.error ?? send.error} />
      <CodeAndPasswordFields username={flow.e164} {...form.fields} resend={resend} />
      <SubmitRow busy={submit.busy}>{t('auth.createPassword')}</SubmitRow>
    </form>
  );
}
