import { imageUrl } from '@sefer/contract/image';
import { Link } from 'react-router';
import { Picture } from '../../../components/ui/missing-picture.tsx';
import { viewImagePath } from '../lib/paths.ts';

/**
 * A detail screen's large picture (its box of fixed ratio keeps the page still while it loads), a link named `label`
 * that opens it full size.
 */
export function FullSizeLink({
  file,
  name,
  label,
  className,
  imageClassName,
}: {
  file: string;
  /** The subject's name: the picture's text, here and full size. */
  name: string;
  label: string;
  className: string | undefined;
  imageClassName?: string | undefined;
}) {
  return (
    <Link
      to={viewImagePath(file)}
      state={{ alt: name }}
      className={className}
      aria-label={label}
      data-testid="gallery-main"
    >
      <Picture
        className={imageClassName}
        src={imageUrl(file, 'big')}
        srcSet={`${imageUrl(file, 'small')} 480w, ${imageUrl(file, 'big')} 1200w`}
        sizes="(min-width: 960px) 800px, 100vw"
        alt={name}
        width={1200}
        height={750}
        fetchPriority="high"
        decoding="async"
      />
    </Link>
  );
}
