import { decodeImage, imageUrl } from '@sefer/contract/image';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ImageIcon } from '../../../components/ui/icons.tsx';
import { Picture } from '../../../components/ui/missing-picture.tsx';
import { viewImagePath } from '../lib/paths.ts';
import styles from './gallery.module.css';

/**
 * The pictures of a subject (an item has up to 3): the chosen one large in a box of fixed ratio (no
 * shift while it loads), the others as thumbnails that choose it. The large one opens full size.
 */
export function Gallery({ images, name }: { images: readonly string[]; name: string }) {
  const { t } = useTranslation();
  const [selected, setSelected] = useState(0);
  const files = images.map((image) => decodeImage(image).fileName);
  const current = files[Math.min(selected, files.length - 1)];

  if (!current) {
    return (
      <div className={styles.main} data-testid="gallery-empty">
        <ImageIcon className={styles.placeholder} size={48} />
      </div>
    );
  }
  return (
    <div className={styles.gallery} data-testid="gallery">
      <Link
        to={viewImagePath(current)}
        state={{ alt: name }}
        className={styles.main}
        aria-label={t('details.gallery.open', { name, n: selected + 1, count: files.length })}
        data-testid="gallery-main"
      >
        <Picture
          className={styles.image}
          src={imageUrl(current, 'big')}
          srcSet={`${imageUrl(current, 'small')} 480w, ${imageUrl(current, 'big')} 1200w`}
          sizes="(min-width: 960px) 800px, 100vw"
          alt={name}
          width={1200}
          height={750}
          fetchPriority="high"
          decoding="async"
        />
      </Link>
      {files.length > 1 && (
        <ul className={styles.thumbs} aria-label={t('details.gallery.label')}>
          {files.map((file, index) => (
            <li key={file}>
              <button
                type="button"
                className={index === selected ? `${styles.thumb} ${styles.current}` : styles.thumb}
                aria-pressed={index === selected}
                aria-label={t('details.gallery.show', { n: index + 1, count: files.length })}
                onClick={() => setSelected(index)}
              >
                <Picture
                  compact
                  src={imageUrl(file, 'thumb')}
                  alt=""
                  width={72}
                  height={72}
                  loading="lazy"
                  decoding="async"
                />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
