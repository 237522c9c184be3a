import type { ImageVariant } from '@sefer/contract/constants';
import { decodeImage, imageUrl } from '@sefer/contract/image';
import { ImageIcon } from './icons.tsx';
import { Picture } from './missing-picture.tsx';

/**
 * A list's square picture of an item (`image`: `<fileName>-<aspect>`, DESIGN §2) at `px`, lazy, its box reserved by
 * its width and height; a placeholder icon of `iconSize` when the item has none. The caller's box crops it.
 */
export function SquarePicture({
  image,
  variant,
  px,
  iconSize,
  className,
}: {
  image: string | null;
  variant: ImageVariant;
  px: number;
  iconSize: number;
  className?: string;
}) {
  if (!image) return <ImageIcon size={iconSize} />;
  return (
    <Picture
      compact
      iconSize={iconSize}
      className={className}
      src={imageUrl(decodeImage(image).fileName, variant)}
      alt=""
      width={px}
      height={px}
      loading="lazy"
      decoding="async"
    />
  );
}

/**
 * A company's small round picture beside its handle (`image` as for SquarePicture, its thumb at `px`), or nothing when
 * it has none. Decorative: the handle beside it says whose it is. The caller's class makes it round.
 */
export function CompanyAvatar({
  image,
  px,
  className,
}: {
  image: string | null;
  px: number;
  className?: string;
}) {
  if (!image) return null;
  return (
    <SquarePicture
      image={image}
      variant="thumb"
      px={px}
      iconSize={Math.round(px * 0.6)}
      className={className}
    />
  );
}
