import type { OwnCompany } from '@sefer/contract/company';
import { ACTIVATION_CODE_LENGTH } from '@sefer/contract/constants';
import { formatPhoneLocal } from '@sefer/contract/phone-format';
import { type FormEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CodeField } from '../../../components/forms/code-field.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { closeDialogOf, Dialog } from '../../../components/ui/dialog.tsx';
import { showToast } from '../../../components/ui/toast.tsx';
import { companyErrorMessage, serverFieldErrors } from '../../../lib/field-errors.ts';
import { useSecondsUntil } from '../../auth/hooks/use-seconds-until.ts';
import { useConfirmVerification } from '../api/confirm-verification.ts';
import { useRequestVerification } from '../api/request-verification.ts';
import styles from './company-form.module.css';

const CODE_PATTERN = new RegExp(`^\\d{${ACTIVATION_CODE_LENGTH}}$`);
const VERIFIED_NOTICE_MS = 5000;

/**
 * Verify phone (DESIGN §2 verified): a code by SMS to the business phone (one a minute, with a
 * countdown), then the 6 digits; success closes the dialog and the dashboard shows the verified mark.
 */
export function VerifyPhoneDialog({ company, onClose }: { company: OwnCompany; onClose: () => void }) {
  const { t } = useTranslation();
  const request = useRequestVerification();
  const confirm = useConfirmVerification();
  const [resendAt, setResendAt] = useState<number>();
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string | null>(null);
  const codeRef = useRef<HTMLInputElement>(null);
  const secondsLeft = useSecondsUntil(resendAt);
  const sent = request.data;

  const send = () => {
    confirm.reset();
    request.mutate(undefined, {
      onSuccess: (answer) => {
        setResendAt(Date.now() + answer.resendAfter * 1000);
        requestAnimationFrame(() => codeRef.current?.focus());
      },
    });
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    if (!CODE_PATTERN.test(code)) {
      setCodeError('company.errors.code');
      codeRef.current?.focus();
      return;
    }
    setCodeError(null);
    confirm.mutate(code, {
      onSuccess: () => {
        showToast(t('company.verify.done'), VERIFIED_NOTICE_MS);
        closeDialogOf(form);
      },
      onError: (error) => {
        const field = serverFieldErrors(error).code;
        if (field) {
          setCodeError(field);
          codeRef.current?.focus();
        }
      },
    });
  };

  const failure = request.error ?? (codeError ? null : confirm.error);
  return (
    <Dialog title={t('company.verify.title')} onClose={onClose} testId="verify-phone">
      {company.phone ? (
        <form className={styles.group} onSubmit={onSubmit} noValidate>
          <p>
            {sent ? t('company.verify.sentTo') : t('company.verify.intro')}{' '}
            <strong dir="ltr">{formatPhoneLocal(sent?.phone ?? company.phone)}</strong>
          </p>
          {sent && !sent.codeSent && <p className={styles.hint}>{t('company.verify.alreadySent')}</p>}
          {failure ? (
            <p className={styles.failure} role="alert">
              {companyErrorMessage(t, failure)}
            </p>
          ) : null}
          {sent && (
            <CodeField
              ref={codeRef}
              label={t('company.verify.code')}
              value={code}
              onChange={setCode}
              error={codeError ? t(codeError) : null}
            />
          )}
          <div className={styles.actions}>
            <Button
              variant={sent ? 'secondary' : 'primary'}
              onClick={send}
              busy={request.isPending}
              disabled={secondsLeft > 0 || confirm.isPending}
              data-autofocus
            >
              {!sent
                ? t('company.verify.send')
                : secondsLeft > 0
                  ? t('company.verify.resendIn', { seconds: secondsLeft })
                  : t('company.verify.resend')}
            </Button>
            {sent && (
              <Button type="submit" busy={confirm.isPending}>
                {t('company.verify.confirm')}
              </Button>
            )}
          </div>
        </form>
      ) : (
        <p className={styles.group}>
          {t('company.verify.noPhone')}{' '}
          <Link to="/profile/company/update/basic">{t('company.dashboard.edit')}</Link>
        </p>
      )}
    </Dialog>
  );
}
