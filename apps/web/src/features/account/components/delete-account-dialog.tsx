import { type AccountDeletion, accountDeleteBodySchema } from '@sefer/contract/account';
import { type FormEvent, type RefObject, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PasswordField } from '../../../components/forms/password-field.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { CheckboxField } from '../../../components/ui/checkbox-field.tsx';
import { closeDialogOf, Dialog } from '../../../components/ui/dialog.tsx';
import { ErrorMessage } from '../../../components/ui/error-message.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { showToast } from '../../../components/ui/toast.tsx';
import { useDeleteAccount } from '../api/delete-account.ts';
import { useAccountDeletion } from '../api/get-account-deletion.ts';
import { deleteFailure } from '../lib/delete-error.ts';
import styles from './delete-account.module.css';

type Step = 'account' | 'company';

/**
 * The confirmation: the password (checked by the contract's schema here, by the server there), whether the
 * reviews go too, and — for an owner — a second step that names the business before it is deleted with
 * the account.
 */
export function DeleteAccountDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const formId = useId();
  const deletion = useAccountDeletion();
  const [step, setStep] = useState<Step>('account');
  const [password, setPassword] = useState('');
  const [removeReviews, setRemoveReviews] = useState(false);
  const [passwordError, setPasswordError] = useState<string | null>(null);
  const passwordRef = useRef<HTMLInputElement>(null);
  const leadRef = useRef<HTMLParagraphElement>(null);
  const remove = useDeleteAccount(() => showToast(t('account.deleted'), 6000));
  const failure = remove.error ? deleteFailure(t, remove.error) : null;
  const company = deletion.data?.company ?? null;

  // Each step starts where a reader should: the password, or the words that name the business.
  useEffect(() => {
    if (step === 'company') leadRef.current?.focus();
    else if (deletion.data) passwordRef.current?.focus();
  }, [step, deletion.data]);

  function send(companyHandle: string | undefined) {
    const body = { password, removeReviews, ...(companyHandle ? { companyHandle } : {}) };
    if (!accountDeleteBodySchema.safeParse(body).success) return;
    remove.mutate(body, {
      onError: (error) => {
        const refused = deleteFailure(t, error);
        if (refused.password) {
          setPasswordError(refused.password);
          setStep('account');
          passwordRef.current?.focus();
        }
        // The business changed since the dialog opened: show it as it is now.
        if ((error as { reason?: string }).reason === 'company_confirmation') {
          setStep('account');
          void deletion.refetch();
        }
      },
    });
  }

  function confirmAccount(event: FormEvent) {
    event.preventDefault();
    if (!accountDeleteBodySchema.shape.password.safeParse(password).success) {
      setPasswordError(t('account.passwordRequired'));
      passwordRef.current?.focus();
      return;
    }
    setPasswordError(null);
    if (company) {
      remove.reset();
      setStep('company');
    } else send(undefined);
  }

  const footer = !deletion.data ? null : step === 'account' ? (
    <div className={styles.footer}>
      <Button variant="secondary" onClick={(event) => closeDialogOf(event.currentTarget)}>
        {t('common.cancel')}
      </Button>
      <button type="submit" form={formId} className={styles.danger} disabled={remove.isPending}>
        {company ? t('account.continue') : t('account.delete')}
      </button>
    </div>
  ) : (
    <div className={styles.footer}>
      <Button variant="secondary" onClick={() => setStep('account')} disabled={remove.isPending}>
        {t('account.back')}
      </Button>
      <Button className={styles.danger} busy={remove.isPending} onClick={() => send(company?.handle)}>
        {t('account.deleteWithCompany', { name: company?.name })}
      </Button>
    </div>
  );

  return (
    <Dialog
      title={step === 'company' ? t('account.companyTitle') : t('account.title')}
      onClose={onClose}
      footer={footer}
      testId="delete-account-dialog"
    >
      {deletion.isPending ? (
        <Spinner label={t('account.loading')} />
      ) : deletion.isError ? (
        <ErrorMessage error={deletion.error} onRetry={() => void deletion.refetch()} />
      ) : step === 'account' ? (
        <AccountStep
          deletion={deletion.data}
          formId={formId}
          onSubmit={confirmAccount}
          password={password}
          onPassword={(value) => {
            setPassword(value);
            setPasswordError(null);
          }}
          passwordError={passwordError}
          passwordRef={passwordRef}
          removeReviews={removeReviews}
          onRemoveReviews={setRemoveReviews}
          busy={remove.isPending}
        />
      ) : (
        company && (
          <div className={styles.form}>
            <p ref={leadRef} tabIndex={-1} className={styles.lead}>
              {t('account.company', { name: company.name, handle: company.handle })}
            </p>
            <p>
              {t('account.companyCounts', {
                products: t('account.products', { count: company.productCount }),
                photos: t('account.photos', { count: company.photoCount }),
                posts: t('account.posts', { count: company.postCount }),
              })}
            </p>
          </div>
        )
      )}
      {remove.error && !failure?.password ? (
        failure?.message ? (
          <p className={styles.error} role="alert">
            {failure.message}
          </p>
        ) : (
          <ErrorMessage error={remove.error} />
        )
      ) : null}
    </Dialog>
  );
}

interface AccountStepProps {
  deletion: AccountDeletion;
  formId: string;
  onSubmit: (event: FormEvent) => void;
  password: string;
  onPassword: (value: string) => void;
  passwordError: string | null;
  passwordRef: RefObject<HTMLInputElement | null>;
  removeReviews: boolean;
  onRemoveReviews: (value: boolean) => void;
  busy: boolean;
}

/** The first step: what goes, the reviews' choice, the password. */
function AccountStep({
  deletion,
  formId,
  onSubmit,
  password,
  onPassword,
  passwordError,
  passwordRef,
  removeReviews,
  onRemoveReviews,
  busy,
}: AccountStepProps) {
  const { t } = useTranslation();
  return (
    <form id={formId} className={styles.form} onSubmit={onSubmit} noValidate>
      <p>{t('account.intro')}</p>
      {deletion.likeCount > 0 && <p>{t('account.likes', { count: deletion.likeCount })}</p>}
      {deletion.reviewCount > 0 && (
        <>
          <p>{t('account.reviewsStay', { count: deletion.reviewCount })}</p>
          <CheckboxField
            label={t('account.removeReviews', { count: deletion.reviewCount })}
            checked={removeReviews}
            onChange={(event) => onRemoveReviews(event.currentTarget.checked)}
            disabled={busy}
          />
        </>
      )}
      <PasswordField
        ref={passwordRef}
        label={t('account.password')}
        hint={t('account.passwordHint')}
        value={password}
        onChange={(event) => onPassword(event.currentTarget.value)}
        error={passwordError}
        disabled={busy}
      />
    </form>
  );
}
