import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';

/**
 * The checks of the Amharic walk (amharic-walk.test.ts): what an Amharic page must not show. They test the UI,
 * not what people wrote: the text of every answer of our API that the page received (names, descriptions,
 * reviews, addresses) is taken out before a name or the page's text is checked for English words and dates.
 */

const web = path.resolve(import.meta.dirname, '../../apps/web/src');

type Tree = { [key: string]: string | Tree };

function flatten(tree: Tree, prefix = '', out = new Map<string, string>()): Map<string, string> {
  for (const [key, value] of Object.entries(tree)) {
    const at = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(at, value);
    else flatten(value, at, out);
  }
  return out;
}

/** Every catalogue of the web app, the main ones and the lazy ones (`features/*\/locales/*.<lang>.json`). */
function catalogueFiles(language: 'en' | 'am'): string[] {
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const at = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(at);
      else if (path.basename(dir) === 'locales' && new RegExp(`(^|\\.)${language}\\.json$`).test(entry.name))
        files.push(at);
    }
  };
  walk(web);
  return files.sort();
}

function catalogue(language: 'en' | 'am'): Map<string, string> {
  const out = new Map<string, string>();
  for (const file of catalogueFiles(language)) {
    const name = path.basename(file).replace(/(^|\.)(en|am)\.json$/, '');
    for (const [key, value] of flatten(JSON.parse(fs.readFileSync(file, 'utf8')) as Tree))
      out.set(`${name}:${key}`, value);
  }
  return out;
}

/** UI words that come from libraries rather than our catalogues (Leaflet's controls, common widget words). */
const LIBRARY_WORDS = [
  'Zoom in',
  'Zoom out',
  'Leaflet',
  'A JavaScript library for interactive maps',
  'Close',
  'Menu',
  'Search',
  'Open',
  'Next',
  'Previous',
  'Submit',
  'Clear',
  'Toggle',
  'Dismiss',
  'Image',
  'Photo',
  'Picture',
  'Marker',
];

const LATIN_LETTERS = /[A-Za-z]/g;

/**
 * The English strings of the UI that an Amharic page must not carry: each catalogue value cut at its
 * interpolations, each piece of 4 or more Latin letters, less those the Amharic catalogue writes the same way
 * (a language's own name, `EN`); and the library words above.
 */
export function englishUiStrings(): string[] {
  const en = catalogue('en');
  const am = catalogue('am');
  const amharicText = [...am.values()].join('\n');
  const pieces = new Set<string>(LIBRARY_WORDS);
  for (const [key, value] of en) {
    if (am.get(key) === value) continue;
    for (const raw of value.split(/\{\{[^}]*\}\}/)) {
      const piece = raw.replace(/^[\s\p{P}]+|[\s\p{P}]+$/gu, '');
      if ((piece.match(LATIN_LETTERS) ?? []).length < 4) continue;
      if (amharicText.includes(piece)) continue;
      pieces.add(piece);
    }
  }
  return [...pieces].sort((a, b) => b.length - a.length);
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** One pattern for all of `words`, each whole (no Latin letter touching it), in any case. */
export function wordsPattern(words: readonly string[]): RegExp {
  return new RegExp(`(?<![A-Za-z])(?:${words.map(escapeRegExp).join('|')})(?![A-Za-z])`, 'i');
}

/** Gregorian month names: English (full and short) and Amharic transliterations (as ICU writes them). */
const ENGLISH_MONTHS =
  /(?<![A-Za-z])(?:January|February|March|April|May|June|July|August|September|October|November|December|Jan|Feb|Mar|Apr|Jun|Jul|Aug|Sept?|Oct|Nov|Dec)(?![A-Za-z])/;
const AMHARIC_MONTHS = new RegExp(
  `(?<![\\u1200-\\u137f])(?:${[
    'ጃንዋሪ',
    'ፌብሩዋሪ',
    'ማርች',
    'ኤፕሪል',
    'ሜይ',
    'ጁን',
    'ጁላይ',
    'ኦገስት',
    'ሴፕቴምበር',
    'ኦክቶበር',
    'ኖቬምበር',
    'ዲሴምበር',
    'ጃንዩ',
    'ፌብሩ',
    'ኤፕሪ',
    'ኦገስ',
    'ሴፕቴ',
    'ኦክቶ',
    'ኖቬም',
    'ዲሴም',
  ].join('|')})(?![\\u1200-\\u137f])`,
);
/** A date written the ISO way (2026-11-28), which no screen should show. */
const ISO_DATE = /\b\d{4}-\d{2}-\d{2}\b/;

export function gregorianDate(text: string): string | null {
  return (
    text.match(ENGLISH_MONTHS)?.[0] ?? text.match(AMHARIC_MONTHS)?.[0] ?? text.match(ISO_DATE)?.[0] ?? null
  );
}

/**
 * Records the text of every JSON answer of `/api/` the page receives (what people and the data wrote), from now
 * on; `strip` takes it out of a text.
 */
export function recordContent(page: Page) {
  const strings = new Set<string>();
  page.on('response', async (response) => {
    if (!new URL(response.url()).pathname.startsWith('/api/')) return;
    if (!(response.headers()['content-type'] ?? '').includes('application/json')) return;
    try {
      const visit = (value: unknown): void => {
        if (typeof value === 'string') {
          if (value.length >= 3 && /\p{L}/u.test(value)) strings.add(value);
        } else if (Array.isArray(value)) value.forEach(visit);
        else if (value && typeof value === 'object') Object.values(value).forEach(visit);
      };
      visit(await response.json());
    } catch {
      // A body that is gone (the page moved on) or not JSON.
    }
  });
  let sorted: string[] = [];
  let count = -1;
  return {
    /**
     * `text` with every recorded string (longest first, case kept) and every e-mail address or web address
     * replaced by a space.
     */
    strip(text: string): string {
      if (count !== strings.size) {
        sorted = [...strings].sort((a, b) => b.length - a.length);
        count = strings.size;
      }
      let out = text.replace(/\S+@\S+|https?:\/\/\S+/g, ' ');
      for (const s of sorted) if (out.includes(s)) out = out.split(s).join(' ');
      return out;
    },
  };
}

export interface Named {
  /** Where: the element's tag and test id or class. */
  where: string;
  /** `name`, `title`, `placeholder`, `description` or `document title`. */
  kind: string;
  text: string;
}

/** Every interactive element, landmark, image and labelled element (aria-label, aria-labelledby or title). */
const NAMED = [
  'a[href]',
  'button',
  'input',
  'select',
  'textarea',
  'summary',
  'img',
  'dialog',
  'header',
  'nav',
  'main',
  'footer',
  'aside',
  'form',
  'section',
  '[role]',
  '[tabindex]',
  '[aria-label]',
  '[aria-labelledby]',
  '[aria-description]',
  '[title]',
  '[placeholder]',
].join(', ');

/**
 * The accessible names (aria-labelledby's text, aria-label, alt, the label of a field, the text of a button or
 * link), titles, placeholders and descriptions of every named element the page shows, and the document's title.
 * Elements hidden from everyone (not rendered, or under aria-hidden) are left out.
 */
export async function accessibleNames(page: Page): Promise<Named[]> {
  // No helper functions inside: the page runs this code as it is, without the test's transform helpers.
  const named = await page.locator(NAMED).evaluateAll((elements) => {
    const FROM_CONTENT =
      /^(a|button|summary|h[1-6]|td|th|option|label|legend|caption|figcaption)$|^(button|link|tab|option|menuitem|menuitemcheckbox|menuitemradio|checkbox|radio|switch|treeitem|heading|cell|columnheader|rowheader|tooltip)$/;
    const out: { where: string; kind: string; text: string }[] = [];
    for (const el of elements as HTMLElement[]) {
      if (el.closest('[aria-hidden="true"]')) continue;
      if (!el.checkVisibility({ visibilityProperty: true })) continue;
      const testId = el.dataset.testid;
      const className = typeof el.className === 'string' ? el.className.split(' ')[0] : '';
      const where = `${el.tagName.toLowerCase()}${testId ? `[data-testid=${testId}]` : className ? `.${className}` : ''}`;
      let name = '';
      const labelledBy = el.getAttribute('aria-labelledby');
      if (labelledBy) {
        for (const id of labelledBy.split(/\s+/)) {
          const ref = document.getElementById(id);
          if (ref) name += ` ${ref.innerText || ref.textContent || ''}`;
        }
      } else if (el.hasAttribute('aria-label')) {
        name = el.getAttribute('aria-label') ?? '';
      } else if (el instanceof HTMLImageElement) {
        name = el.alt;
      } else if (
        el instanceof HTMLInputElement ||
        el instanceof HTMLSelectElement ||
        el instanceof HTMLTextAreaElement
      ) {
        for (const label of el.labels ?? []) name += ` ${label.innerText}`;
        if (el instanceof HTMLInputElement && ['button', 'submit', 'reset'].includes(el.type))
          name ||= el.value;
      } else if (FROM_CONTENT.test(el.getAttribute('role') ?? el.tagName.toLowerCase())) {
        name = el.innerText;
      }
      name = name.replace(/\s+/g, ' ').trim();
      if (name) out.push({ where, kind: 'name', text: name });
      for (const [attribute, kind] of [
        ['title', 'title'],
        ['placeholder', 'placeholder'],
        ['aria-description', 'description'],
        ['aria-roledescription', 'role description'],
        ['aria-valuetext', 'value text'],
      ]) {
        const value = el.getAttribute(attribute as string);
        if (value?.trim()) out.push({ where, kind: kind as string, text: value.trim() });
      }
    }
    return out;
  });
  return [...named, { where: 'document', kind: 'document title', text: await page.title() }];
}

/** The page's visible text, as a person reads it. */
export const pageText = (page: Page) => page.evaluate(() => document.body.innerText);

/**
 * Visible Ethiopic text whose element does not ask for the self-hosted Ethiopic font (a library's own font-family,
 * as Leaflet sets on its map): on a device without an Ethiopic system font it shows as empty boxes.
 */
export const textWithoutEthiopicFont = (page: Page) =>
  page.evaluate(() => {
    const out: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent ?? '';
      const parent = node.parentElement;
      if (!parent || !/[\u1200-\u137f]/.test(text) || !parent.checkVisibility({ visibilityProperty: true }))
        continue;
      if (!getComputedStyle(parent).fontFamily.includes('Noto Sans Ethiopic')) out.push(text.trim());
    }
    return out;
  });

export interface Tag {
  tag: string;
  labelAm: string | null;
}

/** `#slug` of a tag that has an Amharic label, where the page shows or names it (so it should show the label). */
export function slugPattern(tags: readonly Tag[]): RegExp {
  const slugs = tags.filter((t) => t.labelAm).map((t) => escapeRegExp(t.tag));
  return new RegExp(`#(?:${slugs.join('|')})(?![\\w-])`);
}

/**
 * What the Amharic page shows against the walk's rules: a tag by its Latin slug, an English UI string in an
 * accessible name, a title or the visible text, a Gregorian month or an ISO date, Ethiopic numerals, Ethiopic text
 * not set in the Ethiopic font. One line per finding.
 */
export async function amharicFindings(
  page: Page,
  screen: string,
  { strip, english, slugs }: { strip: (text: string) => string; english: RegExp; slugs: RegExp },
): Promise<string[]> {
  const findings: string[] = [];
  const text = await pageText(page);
  const names = await accessibleNames(page);
  const slug = text.match(slugs)?.[0];
  if (slug) findings.push(`${screen}: the tag ${slug} is shown by its slug`);
  for (const n of names) {
    const tagged = n.text.match(slugs)?.[0];
    if (tagged)
      findings.push(`${screen}: ${n.where} ${n.kind} "${n.text}" names the tag ${tagged} by its slug`);
    const ui = strip(n.text);
    const word = ui.match(english)?.[0];
    if (word) findings.push(`${screen}: ${n.where} ${n.kind} "${n.text}" has the English "${word}"`);
    const date = gregorianDate(ui);
    if (date) findings.push(`${screen}: ${n.where} ${n.kind} "${n.text}" has the Gregorian "${date}"`);
  }
  for (const shown of await textWithoutEthiopicFont(page))
    findings.push(`${screen}: "${shown}" is not set in the Ethiopic font`);
  const uiText = strip(text);
  for (const line of uiText.split('\n')) {
    const word = line.match(english)?.[0];
    if (word) findings.push(`${screen}: the text "${line.trim()}" has the English "${word}"`);
    const date = gregorianDate(line);
    if (date) findings.push(`${screen}: the text "${line.trim()}" has the Gregorian "${date}"`);
    // Numbers stay in Arabic numerals, as Ethiopians write them on screens.
    if (/[\u1369-\u137c]/.test(line))
      findings.push(`${screen}: the text "${line.trim()}" has Ethiopic numerals`);
  }
  return findings;
}
