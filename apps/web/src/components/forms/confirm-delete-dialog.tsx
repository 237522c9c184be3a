import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../ui/button.tsx';
import { closeDialogOf, Dialog } from '../ui/dialog.tsx';
import { ErrorMessage } from '../ui/error-message.tsx';
import styles from './owner-media.module.css';

interface ConfirmDeleteDialogProps {
  title: string;
  text: string;
  confirm: string;
  busy: boolean;
  error: unknown;
  onConfirm: () => void;
  /** Escape, Cancel, the close button or the backdrop: nothing is deleted. */
  onClose: () => void;
  /** What is about to be deleted (a photo's thumbnail). */
  children?: ReactNode;
}

/** Asks before deleting a photo or a post; Delete shows a spinner while the server works, and its error if any. */
export function ConfirmDeleteDialog({
  title,
  text,
  confirm,
  busy,
  error,
  onConfirm,
  onClose,
  children,
}: ConfirmDeleteDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog
      title={title}
      onClose={onClose}
      testId="confirm-delete"
      footer={
        <div className={styles.confirmFooter}>
          <Button variant="secondary" data-autofocus onClick={(event) => closeDialogOf(event.currentTarget)}>
            {t('common.cancel')}
          </Button>
          <Button busy={busy} onClick={onConfirm}>
            {confirm}
          </Button>
        </div>
      }
    >
      {children}
      <p className={styles.confirmText}>{text}</p>
      {error ? <ErrorMessage error={error} /> : null}
    </Dialog>
  );
}
