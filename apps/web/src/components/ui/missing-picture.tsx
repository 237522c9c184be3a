import { type ImgHTMLAttributes, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ImageIcon } from './icons.tsx';
import styles from './missing-picture.module.css';

/**
 * A stored picture, or, when its file is gone (a 404 from /images), a drawn placeholder with "Picture not
 * available" in its place: the same box, never the browser's broken-image icon. `iconSize`: the drawing's size.
 */
export function Picture({
  iconSize = 32,
  compact = false,
  ...img
}: ImgHTMLAttributes<HTMLImageElement> & { iconSize?: number; compact?: boolean }) {
  const [missing, setMissing] = useState<string | undefined>();
  if (missing !== undefined && missing === img.src)
    return <MissingPicture className={img.className} iconSize={iconSize} compact={compact} />;
  // biome-ignore lint/a11y/useAltText: the caller gives `alt`, often "" for a picture its text repeats.
  return <img {...img} onError={() => setMissing(img.src)} />;
}

/** `compact`: a box too small for words (a thumbnail, an avatar) shows the drawing; screen readers get the words. */
export function MissingPicture({
  className,
  iconSize,
  compact = false,
}: {
  className?: string | undefined;
  iconSize: number;
  compact?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <span
      className={`${styles.missing} ${className ?? ''}`}
      role="img"
      aria-label={t('common.pictureMissing')}
    >
      <ImageIcon size={iconSize} />
      {!compact && (
        <span className={styles.text} aria-hidden="true">
          {t('common.pictureMissing')}
        </span>
      )}
    </span>
  );
}
