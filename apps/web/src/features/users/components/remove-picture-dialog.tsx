import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { closeDialogOf, Dialog } from '../../../components/ui/dialog.tsx';
import { ErrorMessage } from '../../../components/ui/error-message.tsx';
import { showToast } from '../../../components/ui/toast.tsx';
import { useRemoveProfilePicture } from '../api/remove-profile-picture.ts';
import styles from './picture-dialog.module.css';

const REMOVED_NOTICE_MS = 4000;

/** Asks before removing the picture (the initials show again); Remove shows a spinner while the server works. */
export function RemovePictureDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const remove = useRemoveProfilePicture();
  return (
    <Dialog
      title={t('users.picture.removeTitle')}
      onClose={onClose}
      testId="remove-picture-dialog"
      footer={
        <>
          <Button variant="secondary" data-autofocus onClick={(event) => closeDialogOf(event.currentTarget)}>
            {t('common.cancel')}
          </Button>
          <Button
            busy={remove.isPending}
            onClick={(event) => {
              const button = event.currentTarget;
              remove.mutate(undefined, {
                onSuccess: () => {
                  showToast(t('users.picture.removed'), REMOVED_NOTICE_MS);
                  closeDialogOf(button);
                },
              });
            }}
          >
            {t('users.picture.remove')}
          </Button>
        </>
      }
    >
      <div className={styles.body}>
        <p>{t('users.picture.removeBody')}</p>
        {remove.error ? <ErrorMessage error={remove.error} /> : null}
      </div>
    </Dialog>
  );
}
