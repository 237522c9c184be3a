import { changePasswordBodySchema } from '@sefer/contract/sessions';
import { type FormEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { useChangePassword } from '../api/change-password.ts';
import {
  failureMessage,
  type PasswordFieldErrors,
  passwordFormErrors,
  serverFieldErrors,
} from '../lib/password-fields.ts';
import '../lib/passwords-strings.ts';
import styles from './security.module.css';
import { SecuritySection } from './security-section.tsx';

const FIELDS = ['currentPassword', 'password', 'confirmPassword'] as const;

/**
 * Settings › Password: the current password, then a new one twice, checked by the contract's schema. Every
 * other session ends; this one stays signed in.
 */
export function ChangePassword({ phone }: { phone: string | null }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [values, setValues] = useState({ currentPassword: '', password: '', confirmPassword: '' });
  const [fieldErrors, setFieldErrors] = useState<PasswordFieldErrors>({});
  const [done, setDone] = useState<number | null>(null);
  const refs = {
    currentPassword: useRef<HTMLInputElement>(null),
    password: useRef<HTMLInputElement>(null),
    confirmPassword: useRef<HTMLInputElement>(null),
  };
  const toggle = useRef<HTMLDivElement>(null);
  const change = useChangePassword();

  const showErrors = (errors: PasswordFieldErrors) => {
    setFieldErrors(errors);
    const first = FIELDS.find((field) => errors[field]);
    if (first) refs[first].current?.focus();
  };
  const close = () => {
    setOpen(false);
    setValues({ currentPassword: '', password: '', confirmPassword: '' });
    setFieldErrors({});
    change.reset();
    requestAnimationFrame(() => toggle.current?.querySelector('button')?.focus());
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = changePasswordBodySchema.safeParse(values);
    const errors = passwordFormErrors(
      parsed.success ? [] : parsed.error.issues,
      values.password,
      values.confirmPassword,
    );
    showErrors(errors);
    if (!parsed.success || Object.keys(errors).length > 0) return;
    change.mutate(parsed.data, {
      onSuccess: ({ signedOut }) => {
        close();
        setDone(signedOut);
      },
      onError: (failure) => {
        const fields = serverFieldErrors(failure);
        if (fields) showErrors(fields);
      },
    });
  };

  const field = (name: (typeof FIELDS)[number]) => ({
    ref: refs[name],
    name,
    type: 'password',
    value: values[name],
    onChange: (e: { target: { value: string } }) => setValues((v) => ({ ...v, [name]: e.target.value })),
    error: fieldErrors[name] ? t(fieldErrors[name]) : null,
    required: true,
  });
  const bannerError = change.error && !serverFieldErrors(change.error) ? change.error : null;

  return (
    <SecuritySection
      titleId="password-title"
      title={t('passwords.title')}
      intro={t('passwords.changeIntro')}
      status={done !== null ? t('passwords.changed', { count: done }) : ''}
    >
      {open ? (
        <form className={styles.form} onSubmit={onSubmit} noValidate aria-labelledby="password-title">
          {bannerError ? (
            <p className={styles.banner} role="alert">
              {failureMessage(t, bannerError)}
            </p>
          ) : null}
          <input type="text" name="username" autoComplete="username" value={phone ?? ''} readOnly hidden />
          <TextField
            label={t('passwords.currentLabel')}
            autoComplete="current-password"
            {...field('currentPassword')}
          />
          <TextField
            label={t('auth.newPasswordLabel')}
            hint={t('auth.passwordHint')}
            autoComplete="new-password"
            {...field('password')}
          />
          <TextField
            label={t('auth.confirmLabel')}
            autoComplete="new-password"
            {...field('confirmPassword')}
          />
          <div className={styles.formActions}>
            <Button variant="secondary" onClick={close} disabled={change.isPending}>
              {t('passwords.cancel')}
            </Button>
            <Button type="submit" busy={change.isPending}>
              {t('passwords.save')}
            </Button>
          </div>
        </form>
      ) : (
        <div className={styles.actions} ref={toggle}>
          <Button
            variant="secondary"
            onClick={() => {
              setDone(null);
              setOpen(true);
              requestAnimationFrame(() => refs.currentPassword.current?.focus());
            }}
          >
            {t('passwords.change')}
          </Button>
        </div>
      )}
    </SecuritySection>
  );
}
