import type { OwnCompany } from '@sefer/contract/company';
import type { Photo, PhotoPage } from '@sefer/contract/detail';
import { decodeImage, imageUrl } from '@sefer/contract/image';
import type { UseQueryResult } from '@tanstack/react-query';
import { type RefObject, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDeleteDialog } from '../../../components/forms/confirm-delete-dialog.tsx';
import owner from '../../../components/forms/owner-media.module.css';
import { ErrorMessage } from '../../../components/ui/error-message.tsx';
import { showToast } from '../../../components/ui/toast.tsx';
import { useDeletePhoto } from '../api/delete-photo.ts';
import styles from './photo-manager.module.css';
import { PhotoTile } from './photo-tile.tsx';

interface PhotoGridProps {
  company: OwnCompany;
  photos: UseQueryResult<PhotoPage>;
  /** Takes the focus when the last photo is deleted. */
  emptyFocus: RefObject<HTMLElement | null>;
}

/** The stored photos, newest first, with loading, empty and error states; a deleted photo's place takes the focus. */
export function PhotoGrid({ company, photos, emptyFocus }: PhotoGridProps) {
  const { t } = useTranslation();
  const id = useId();
  const items = photos.data?.items ?? [];
  const list = useRef<HTMLUListElement>(null);
  const [toDelete, setToDelete] = useState<{ photo: Photo; index: number } | null>(null);
  const [deleted, setDeleted] = useState<{ id: number; index: number } | null>(null);
  const remove = useDeletePhoto(company.id);

  // The deleted photo's button is gone: the photo now in its place (or the last one, or Add) takes the focus.
  useEffect(() => {
    // Once the deleted photo has left the list (the cache updates after the answer).
    if (!deleted || items.some((item) => item.id === deleted.id)) return;
    const links = list.current?.querySelectorAll<HTMLElement>('[data-photo-open]');
    const target = links?.length ? links[Math.min(deleted.index, links.length - 1)] : emptyFocus.current;
    target?.focus();
    setDeleted(null);
  }, [deleted, items, emptyFocus]);

  const confirm = () => {
    if (!toDelete) return;
    remove.mutate(toDelete.photo.id, {
      onSuccess: () => {
        setDeleted({ id: toDelete.photo.id, index: toDelete.index });
        setToDelete(null);
        showToast(t('companyMedia.photos.deleted'), 4000);
      },
    });
  };

  return (
    <section className={owner.card} aria-labelledby={`${id}-title`} data-testid="owner-photos">
      <h2 id={`${id}-title`} className={styles.heading}>
        {t('companyMedia.photos.listLabel')}
      </h2>
      {photos.isPending ? (
        <>
          <p className="sr-only" role="status">
            {t('common.loading')}
          </p>
          <ul className={styles.grid} aria-hidden="true">
            {Array.from({ length: Math.min(Math.max(company.photoCount, 2), 12) }, (_, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: fixed placeholders.
              <li key={i} className={styles.placeholder} />
            ))}
          </ul>
        </>
      ) : photos.isError ? (
        <ErrorMessage error={photos.error} onRetry={() => void photos.refetch()} />
      ) : items.length === 0 ? (
        <div className={styles.empty} data-testid="photos-empty">
          <p className={styles.emptyTitle}>{t('companyMedia.photos.empty')}</p>
          <p className={owner.muted}>{t('companyMedia.photos.emptyHint')}</p>
        </div>
      ) : (
        <ul ref={list} className={styles.grid}>
          {items.map((photo, index) => (
            <PhotoTile
              key={photo.id}
              photo={photo}
              n={index + 1}
              count={items.length}
              alt={t('companyMedia.photos.alt', { name: company.name })}
              onDelete={() => {
                remove.reset();
                setToDelete({ photo, index });
              }}
            />
          ))}
        </ul>
      )}
      {toDelete && (
        <ConfirmDeleteDialog
          title={t('companyMedia.photos.deleteTitle')}
          text={t('companyMedia.photos.deleteText')}
          confirm={t('companyMedia.photos.deleteConfirm')}
          busy={remove.isPending}
          error={remove.error}
          onConfirm={confirm}
          onClose={() => setToDelete(null)}
        >
          <img
            className={styles.preview}
            src={imageUrl(toDelete.photo.fileName, 'thumb')}
            alt=""
            width={160}
            height={Math.round(160 * decodeImage(toDelete.photo.image).aspect)}
          />
        </ConfirmDeleteDialog>
      )}
    </section>
  );
}
