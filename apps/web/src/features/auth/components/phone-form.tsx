import { normalizePhone } from '@sefer/contract/phone';
import { screenPath } from '@sefer/contract/routes';
import { type FormEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { CheckboxField } from '../../../components/ui/checkbox-field.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { checkUser } from '../api/check-user.ts';
import { useReturnTo } from '../hooks/use-return-to.ts';
import { useSubmit } from '../hooks/use-submit.ts';
import { type AuthFlow, readFlow, writeFlow } from '../lib/flow-state.ts';
import { withReturnTo } from '../lib/return-to.ts';
import { sendCode } from '../lib/send-code.ts';
import { AuthErrorBanner } from './auth-error-banner.tsx';
import styles from './auth-form.module.css';
import { PhoneField } from './phone-field.tsx';
import { SubmitRow } from './submit-row.tsx';

/** Where 'I have a company' leads once signed in. */
const COMPANY_HOME = '/profile/company';

/** A failed existence check that got an answer (e.g. 404): the phone is kept, register (spec §8). */
const goesToRegister = (error: unknown) =>
  error instanceof ApiError && error.status !== undefined && error.status < 500 && error.status !== 429;

/**
 * /auth/login: the phone number and 'I have a company'. Checked: check the account first; unchecked:
 * personal registration, which sends a code unless the account already has a password (spec §6).
 * Every next step carries the target (`?returnTo=`), so enter-password, create-password and registration
 * all end there.
 */
export function PhoneForm() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const returnTo = useReturnTo();
  const [phone, setPhone] = useState(() => readFlow()?.phone ?? '');
  const [company, setCompany] = useState(false);
  const [phoneError, setPhoneError] = useState<string | null>(null);
  const phoneRef = useRef<HTMLInputElement>(null);
  const { busy, error, run } = useSubmit();

  // 'I have a company' lands on the company's screens once signed in (DESIGN §2), unless a protected
  // screen sent the person here: then that screen comes first.
  const go = (step: 'enterPassword' | 'createPassword' | 'register') =>
    navigate(withReturnTo(screenPath(step), returnTo ?? (company ? COMPANY_HOME : null)));

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const e164 = normalizePhone(phone);
    if (!e164) {
      setPhoneError('errors.invalid_phone');
      phoneRef.current?.focus();
      return;
    }
    setPhoneError(null);
    const flow: AuthFlow = { phone: phone.trim(), e164 };
    writeFlow(flow);
    void run(async () => {
      if (company) {
        let check: Awaited<ReturnType<typeof checkUser>>;
        try {
          check = await checkUser(e164);
        } catch (failure) {
          if (goesToRegister(failure)) return go('register');
          throw failure;
        }
        if (check.passwordCreated) return go('enterPassword');
        if (!check.userExists) return go('register');
      }
      await go(await sendCode(flow));
    });
  };

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate>
      <p className={styles.intro}>{t('auth.phoneIntro')}</p>
      <AuthErrorBanner error={error} />
      <PhoneField ref={phoneRef} value={phone} onChange={setPhone} error={phoneError} />
      <CheckboxField
        label={t('auth.company')}
        name="company"
        checked={company}
        onChange={(e) => setCompany(e.target.checked)}
      />
      <SubmitRow busy={busy}>{t('auth.continue')}</SubmitRow>
    </form>
  );
}
