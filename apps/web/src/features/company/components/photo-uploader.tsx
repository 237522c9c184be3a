import { COMPANY_MAX_PHOTOS } from '@sefer/contract/constants';
import type { TFunction } from 'i18next';
import { type RefObject, useId } from 'react';
import { useTranslation } from 'react-i18next';
import owner from '../../../components/forms/owner-media.module.css';
import { ImageIcon } from '../../../components/ui/icons.tsx';
import type { UploadTally, usePhotoUploads } from '../hooks/use-photo-uploads.ts';
import { ACCEPT } from '../lib/photo-uploads.ts';
import styles from './photo-manager.module.css';
import { PhotoUploadRow } from './photo-upload-row.tsx';

/** What the live region says: which photo is on its way, then how many were added and how many were not. */
function announcement(t: TFunction, tally: UploadTally, busy: boolean): string {
  if (busy && tally.sending > 0) {
    const n = Math.min(tally.answered + 1, tally.sending);
    return t('companyMedia.upload.working', { n, total: tally.sending });
  }
  const added = tally.added > 0 ? t('companyMedia.upload.added', { count: tally.added }) : '';
  const failed = tally.failed > 0 ? t('companyMedia.upload.notAdded', { count: tally.failed }) : '';
  return [added, failed].filter(Boolean).join(' ');
}

interface PhotoUploaderProps {
  uploads: ReturnType<typeof usePhotoUploads>;
  /** The stored photos are known, so the photos left can be counted. */
  ready: boolean;
  inputRef: RefObject<HTMLInputElement | null>;
}

/** Add photos: a file input for several pictures at once, the photos left, and each file's progress or error. */
export function PhotoUploader({ uploads, ready, inputRef }: PhotoUploaderProps) {
  const { t } = useTranslation();
  const id = useId();
  const full = ready && uploads.left === 0;
  return (
    <div className={owner.card} data-testid="photo-uploader">
      <div className={styles.addRow}>
        <label className={full || !ready ? `${styles.add} ${styles.off}` : styles.add}>
          <input
            ref={inputRef}
            type="file"
            accept={ACCEPT}
            multiple
            className="sr-only"
            disabled={!ready || full}
            aria-describedby={`${id}-left ${id}-hint`}
            onChange={(event) => {
              uploads.add([...(event.target.files ?? [])]);
              // The same file can be picked again after a failure.
              event.target.value = '';
            }}
            data-testid="photo-input"
          />
          <ImageIcon size={20} aria-hidden="true" />
          {t('companyMedia.photos.add')}
        </label>
        <p id={`${id}-left`} className={full ? styles.full : styles.left} data-testid="photos-left">
          {!ready
            ? ''
            : full
              ? t('companyMedia.photos.full', { max: COMPANY_MAX_PHOTOS })
              : t('companyMedia.photos.left', { count: uploads.left, max: COMPANY_MAX_PHOTOS })}
        </p>
      </div>
      <p id={`${id}-hint`} className={owner.muted}>
        {t('companyMedia.photos.addHint')}
      </p>
      <p role="status" className={styles.status} data-testid="upload-status">
        {announcement(t, uploads.tally, uploads.busy)}
      </p>
      {uploads.rows.length > 0 && (
        <ul className={styles.uploads} aria-label={t('companyMedia.upload.listLabel')}>
          {uploads.rows.map((row) => (
            <PhotoUploadRow key={row.id} row={row} onDismiss={() => uploads.dismiss(row.id)} />
          ))}
        </ul>
      )}
    </div>
  );
}
