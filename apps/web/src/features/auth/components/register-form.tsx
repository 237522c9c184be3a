import { NAME_MAX_LENGTH } from '@sefer/contract/constants';
import { normalizePhone } from '@sefer/contract/phone';
import { SCREENS } from '@sefer/contract/routes';
import { type FormEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { TextField } from '../../../components/ui/text-field.tsx';
import { useTextFields } from '../../../hooks/use-text-fields.ts';
import { useReturnTo } from '../hooks/use-return-to.ts';
import { useSubmit } from '../hooks/use-submit.ts';
import { type AuthFlow, readFlow, writeFlow } from '../lib/flow-state.ts';
import { withReturnTo } from '../lib/return-to.ts';
import { sendCode } from '../lib/send-code.ts';
import { AuthErrorBanner } from './auth-error-banner.tsx';
import styles from './auth-form.module.css';
import { PhoneField } from './phone-field.tsx';
import { SubmitRow } from './submit-row.tsx';

/** /auth/register: first name (required), last name, the phone kept from the login screen. */
export function RegisterForm() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const returnTo = useReturnTo();
  const [names, setNames] = useState({ firstName: '', lastName: '' });
  const [phone, setPhone] = useState(() => readFlow()?.phone ?? '');
  const [errors, setErrors] = useState<{ firstName?: string; phone?: string }>({});
  const field = useTextFields(names, (key, value) => setNames({ ...names, [key]: value }), errors);
  const firstNameRef = useRef<HTMLInputElement>(null);
  const phoneRef = useRef<HTMLInputElement>(null);
  const { busy, error, run } = useSubmit();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const first = names.firstName.trim();
    const last = names.lastName.trim();
    const e164 = normalizePhone(phone);
    const found = {
      ...(first ? {} : { firstName: 'errors.invalid_name' }),
      ...(e164 ? {} : { phone: 'errors.invalid_phone' }),
    };
    setErrors(found);
    if (!first) return firstNameRef.current?.focus();
    if (!e164) return phoneRef.current?.focus();
    const flow: AuthFlow = { phone: phone.trim(), e164 };
    writeFlow(flow);
    void run(async () => {
      const next = await sendCode(flow, { firstName: first, ...(last ? { lastName: last } : {}) });
      await navigate(withReturnTo(SCREENS[next], returnTo));
    });
  };

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate>
      <p className={styles.intro}>{t('auth.registerIntro')}</p>
      <AuthErrorBanner error={error} />
      <TextField
        ref={firstNameRef}
        label={t('auth.firstName')}
        {...field('firstName')}
        autoComplete="given-name"
        maxLength={NAME_MAX_LENGTH}
        required
      />
      <TextField
        label={t('auth.lastName')}
        {...field('lastName')}
        autoComplete="family-name"
        maxLength={NAME_MAX_LENGTH}
      />
      <PhoneField ref={phoneRef} value={phone} onChange={setPhone} error={errors.phone} />
      <SubmitRow busy={busy}>{t('auth.register')}</SubmitRow>
    </form>
  );
}
