/** A piece of content with the language it is written in, for the element's `lang`. */
export type LocalText = { text: string; lang: 'en' | 'am' };

/**
 * Content that an owner may write in both languages (name, description, address): the page's language when
 * there is one, else the other, marked with the language it is in so that screen readers read it right.
 */
export function localText(amharicPage: boolean, en: string | null, am: string | null): LocalText | null {
  if (amharicPage) {
    if (am) return { text: am, lang: 'am' };
    return en ? { text: en, lang: 'en' } : null;
  }
  if (en) return { text: en, lang: 'en' };
  return am ? { text: am, lang: 'am' } : null;
}
