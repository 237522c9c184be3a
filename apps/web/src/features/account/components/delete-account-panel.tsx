import '../lib/account-strings.ts';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './delete-account.module.css';
import { DeleteAccountDialog } from './delete-account-dialog.tsx';

/** What deleting means, and the button that opens the confirmation. */
export function DeleteAccountPanel({ className }: { className?: string | undefined }) {
  const { t } = useTranslation();
  const titleId = useId();
  const [open, setOpen] = useState(false);
  return (
    <section
      className={[styles.section, className].filter(Boolean).join(' ')}
      aria-labelledby={titleId}
      data-testid="delete-account"
    >
      <h2 id={titleId} className={styles.title}>
        {t('account.title')}
      </h2>
      <p className={styles.muted}>{t('account.intro')}</p>
      <button type="button" className={styles.open} onClick={() => setOpen(true)}>
        {t('account.open')}
      </button>
      {open && <DeleteAccountDialog onClose={() => setOpen(false)} />}
    </section>
  );
}
