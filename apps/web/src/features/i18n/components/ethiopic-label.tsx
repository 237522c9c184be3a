import { type EthiopicGlyphs, GLYPH_DESCENT_EM, GLYPH_LINE_EM } from '../glyphs/metrics.ts';

/**
 * A fixed Ethiopic label drawn as outlines, for screens that are otherwise Latin: real Ethiopic text
 * there would download the Ethiopic web font. Sized in em and coloured with currentColor like text.
 */
export function EthiopicLabel({ glyphs, label }: { glyphs: EthiopicGlyphs; label?: string }) {
  return (
    <svg
      viewBox={glyphs.viewBox}
      width={`${glyphs.width}em`}
      height={`${GLYPH_LINE_EM}em`}
      fill="currentColor"
      style={{ verticalAlign: `-${GLYPH_DESCENT_EM}em`, overflow: 'visible' }}
      focusable="false"
      role="img"
      aria-label={label}
      aria-hidden={label ? undefined : true}
    >
      <path d={glyphs.d} />
    </svg>
  );
}
