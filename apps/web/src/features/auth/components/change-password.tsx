import { changePasswordBodySchema } from '@sefer/contract/sessions';
import { type FormEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PasswordField } from '../../../components/forms/password-field.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { useTextFields } from '../../../hooks/use-text-fields.ts';
import { useChangePassword } from '../api/change-password.ts';
import { usePasswordForm } from '../hooks/use-password-form.ts';
import { checkPasswordBody, serverFieldErrors } from '../lib/password-fields.ts';
import '../lib/passwords-strings.ts';
import styles from './security.module.css';
import { SecurityFailure, SecuritySection } from './security-section.tsx';

const FIELDS = ['currentPassword', 'password', 'confirmPassword'] as const;

/**
 * Settings › Password: the current password, then a new one twice, checked by the contract's schema. Every
 * other session ends; this one stays signed in.
 */
export function ChangePassword({ phone }: { phone: string | null }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const form = usePasswordForm(FIELDS);
  const { values } = form;
  const [done, setDone] = useState<number | null>(null);
  const toggle = useRef<HTMLDivElement>(null);
  const change = useChangePassword();

  const close = () => {
    setOpen(false);
    form.clear();
    change.reset();
    requestAnimationFrame(() => toggle.current?.querySelector('button')?.focus());
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const { errors, data } = checkPasswordBody(changePasswordBodySchema, values);
    form.showErrors(errors);
    if (!data || Object.keys(errors).length > 0) return;
    change.mutate(data, {
      onSuccess: ({ signedOut }) => {
        close();
        setDone(signedOut);
      },
      onError: (failure) => {
        const fields = serverFieldErrors(failure);
        if (fields) form.showErrors(fields);
      },
    });
  };

  const bind = useTextFields(values, form.fields.onChange, form.errors);
  const field = (name: (typeof FIELDS)[number]) => ({
    ...bind(name),
    ref: form.refs[name],
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
          <SecurityFailure failure={bannerError} />
          <input type="text" name="username" autoComplete="username" value={phone ?? ''} readOnly hidden />
          <PasswordField label={t('passwords.currentLabel')} {...field('currentPassword')} />
          <PasswordField
            label={t('auth.newPasswordLabel')}
            hint={t('auth.passwordHint')}
            autoComplete="new-password"
            {...field('password')}
          />
          <PasswordField
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
              requestAnimationFrame(() => form.refs.currentPassword.current?.focus());
            }}
          >
            {t('passwords.change')}
          </Button>
        </div>
      )}
    </SecuritySection>
  );
}
