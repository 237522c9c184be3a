import type { Photo } from '@sefer/contract/detail';
import { decodeImage, imageUrl } from '@sefer/contract/image';
import { screenPath } from '@sefer/contract/routes';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import styles from './photo-manager.module.css';

interface PhotoTileProps {
  photo: Photo;
  n: number;
  count: number;
  /** What the photo shows, for the viewer. */
  alt: string;
  onDelete: () => void;
}

/** A stored photo in its reserved box (from its aspect): opens full size; Delete asks first. */
export function PhotoTile({ photo, n, count, alt, onDelete }: PhotoTileProps) {
  const { t } = useTranslation();
  const { aspect } = decodeImage(photo.image);
  return (
    <li className={styles.tile} data-testid="owner-photo" data-file={photo.fileName}>
      <Link
        to={screenPath('viewImage', photo.fileName)}
        state={{ alt }}
        className={styles.open}
        aria-label={t('companyMedia.photos.open', { n, count })}
        data-photo-open
      >
        <img
          src={imageUrl(photo.fileName, 'small')}
          srcSet={`${imageUrl(photo.fileName, 'thumb')} 160w, ${imageUrl(photo.fileName, 'small')} 480w`}
          sizes="(min-width: 720px) 220px, 45vw"
          alt=""
          width={480}
          height={Math.round(480 * aspect)}
          style={{ aspectRatio: `1 / ${aspect}` }}
          loading="lazy"
          decoding="async"
        />
      </Link>
      <button
        type="button"
        className={styles.delete}
        onClick={onDelete}
        aria-label={t('companyMedia.photos.delete', { n })}
      >
        {t('companyMedia.photos.deleteConfirm')}
      </button>
    </li>
  );
}
