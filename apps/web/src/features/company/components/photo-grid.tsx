import type { OwnCompany } from '@sefer/contract/company';
import type { PhotoPage } from '@sefer/contract/detail';
import { decodeImage, imageUrl } from '@sefer/contract/image';
import type { UseQueryResult } from '@tanstack/react-query';
import type { RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDeleteDialog } from '../../../components/forms/confirm-delete-dialog.tsx';
import { ListPlaceholders, OwnerList } from '../../../components/forms/owner-list.tsx';
import { useListDeletion } from '../../../hooks/use-list-deletion.ts';
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
  const items = photos.data?.items ?? [];
  const remove = useDeletePhoto(company.id);
  const deletion = useListDeletion({
    items,
    remove,
    focusable: '[data-photo-open]',
    emptyFocus,
    deletedMessage: t('companyMedia.photos.deleted'),
  });
  const photo = deletion.toDelete;

  return (
    <OwnerList
      name="photos"
      keyPrefix="companyMedia.photos"
      query={photos}
      loading={
        <ListPlaceholders
          count={Math.min(Math.max(company.photoCount, 2), 12)}
          listClassName={styles.grid}
          className={styles.placeholder}
        />
      }
      empty={items.length === 0}
      dialog={
        photo && (
          <ConfirmDeleteDialog
            title={t('companyMedia.photos.deleteTitle')}
            text={t('companyMedia.photos.deleteText')}
            confirm={t('companyMedia.photos.deleteConfirm')}
            {...deletion.dialog}
          >
            <img
              className={styles.preview}
              src={imageUrl(photo.fileName, 'thumb')}
              alt=""
              width={160}
              height={Math.round(160 * decodeImage(photo.image).aspect)}
            />
          </ConfirmDeleteDialog>
        )
      }
    >
      <ul ref={deletion.list} className={styles.grid}>
        {items.map((item, index) => (
          <PhotoTile
            key={item.id}
            photo={item}
            n={index + 1}
            count={items.length}
            alt={t('companyMedia.photos.alt', { name: company.name })}
            onDelete={() => deletion.ask(item, index)}
          />
        ))}
      </ul>
    </OwnerList>
  );
}
