import { useTranslation } from 'react-i18next';
import { CloseIcon } from '../../../components/ui/detail-icons.tsx';
import type { UploadRow } from '../hooks/use-photo-uploads.ts';
import { failureText } from '../lib/photo-uploads.ts';
import styles from './photo-manager.module.css';

/** One picked file: its name and a progress bar (indeterminate while it waits or is scaled down), or its error. */
export function PhotoUploadRow({ row, onDismiss }: { row: UploadRow; onDismiss: () => void }) {
  const { t } = useTranslation();
  const sending = row.status === 'uploading' || row.status === 'saving';
  const state = {
    waiting: t('companyMedia.upload.waiting'),
    preparing: t('companyMedia.upload.preparing'),
    uploading: t('companyMedia.upload.uploading', { percent: Math.floor(row.progress * 100) }),
    saving: t('companyMedia.upload.saving'),
    failed: t('companyMedia.upload.failed'),
  }[row.status];
  return (
    <li className={styles.upload} data-testid="upload-row" data-status={row.status}>
      <div className={styles.uploadHead}>
        <span className={styles.fileName}>{row.name}</span>
        <span className={row.status === 'failed' ? styles.failed : styles.state}>{state}</span>
        {row.status === 'failed' && (
          <button
            type="button"
            className={styles.dismiss}
            onClick={onDismiss}
            aria-label={t('companyMedia.upload.dismiss', { name: row.name })}
          >
            <CloseIcon size={18} aria-hidden="true" />
          </button>
        )}
      </div>
      {row.status === 'failed' ? (
        <p className={styles.error} data-testid="upload-error">
          {row.failure ? failureText(t, row.failure) : null}
        </p>
      ) : (
        <progress
          className={styles.progress}
          max={1}
          value={sending ? row.progress : undefined}
          aria-label={t('companyMedia.upload.progress', { name: row.name })}
        />
      )}
    </li>
  );
}
