import { decodeImage } from '@sefer/contract/image';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ImageIcon } from '../../../components/ui/icons.tsx';
import { SquarePicture } from '../../../components/ui/square-picture.tsx';
import { FullSizeLink } from './full-size-link.tsx';
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
      <FullSizeLink
        file={current}
        name={name}
        label={t('details.gallery.open', { name, n: selected + 1, count: files.length })}
        className={styles.main}
        imageClassName={styles.image}
      />
      {files.length > 1 && (
        <ul className={styles.thumbs} aria-label={t('details.gallery.label')}>
          {images.map((image, index) => (
            <li key={image}>
              <button
                type="button"
                className={index === selected ? `${styles.thumb} ${styles.current}` : styles.thumb}
                aria-pressed={index === selected}
                aria-label={t('details.gallery.show', { n: index + 1, count: files.length })}
                onClick={() => setSelected(index)}
              >
                <SquarePicture image={image} variant="thumb" px={72} iconSize={32} />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
