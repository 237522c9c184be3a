import { decodeImage, imageUrl } from '@sefer/contract/image';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Picture } from '../../../components/ui/missing-picture.tsx';
import { useCompanyPhotos } from '../api/get-company-photos.ts';
import { viewImagePath } from '../lib/paths.ts';
import { FullSizeLink } from './full-size-link.tsx';
import styles from './photo-strip.module.css';

const THUMB = 96;

/**
 * The cover (large, fixed ratio) and a scrolling strip of the company's photos; each opens full size.
 * The strip's height is reserved while the photos load.
 */
export function CompanyCover({
  companyId,
  cover,
  name,
  photoCount,
}: {
  companyId: number;
  cover: string | null;
  name: string;
  photoCount: number;
}) {
  const { t } = useTranslation();
  const photos = useCompanyPhotos(companyId);
  const coverFile = cover ? decodeImage(cover).fileName : null;
  const items = photos.data?.items ?? [];

  return (
    <div className={styles.cover} data-testid="company-cover">
      {coverFile ? (
        <FullSizeLink
          file={coverFile}
          name={name}
          label={t('details.gallery.openCover', { name })}
          className={styles.main}
        />
      ) : (
        <div className={styles.main} />
      )}
      {photoCount > 0 && (
        <ul
          className={styles.strip}
          aria-label={t('details.company.photos', { count: photoCount })}
          aria-busy={photos.isPending || undefined}
          data-testid="photo-strip"
        >
          {photos.isPending
            ? Array.from({ length: Math.min(photoCount, 6) }, (_, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: fixed placeholders.
                <li key={i} className={styles.placeholder} aria-hidden="true" />
              ))
            : items.map((photo, index) => (
                <li key={photo.id}>
                  <Link
                    to={viewImagePath(photo.fileName)}
                    state={{ alt: t('details.image.photoOf', { name }) }}
                    className={styles.thumb}
                    aria-label={t('details.gallery.openPhoto', { n: index + 1, count: items.length })}
                    data-testid="photo-link"
                  >
                    <Picture
                      compact
                      src={imageUrl(photo.fileName, 'thumb')}
                      alt=""
                      width={THUMB}
                      height={THUMB}
                      loading="lazy"
                      decoding="async"
                    />
                  </Link>
                </li>
              ))}
        </ul>
      )}
    </div>
  );
}
