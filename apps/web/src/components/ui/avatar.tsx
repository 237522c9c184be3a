import { imageUrl } from '@sefer/contract/image';

/** The first letters of a name's first two words: "Abebe B." → "AB", "አበበ በቀለ" → "አበ". */
export const initials = (name: string | null | undefined) =>
  (name?.match(/\S+/g) ?? [])
    .slice(0, 2)
    .map((word) => word[0])
    .join('')
    .toUpperCase();

/**
 * A member's round picture (`image`: the stored file name, shown from its square thumb variant), else the
 * initials of `name`. Decorative: the name is written beside it or names its link. Styled by the global `avatar`
 * class (styles/global.css).
 */
export function Avatar({
  image,
  name,
  size,
}: {
  image: string | null | undefined;
  name: string | null | undefined;
  size: number;
}) {
  return (
    <span className="avatar" style={{ width: size, height: size, fontSize: size * 0.4 }} aria-hidden="true">
      {image ? <img src={imageUrl(image, 'thumb')} alt="" width={size} height={size} /> : initials(name)}
    </span>
  );
}
