import { describe, expect, it } from 'vitest';
import { registerBodySchema } from './auth.ts';
import { postCreateBodySchema, socialLinksInputSchema } from './company.ts';
import { reviewBodySchema } from './detail.ts';
import { userUpdateBodySchema } from './profile.ts';
import { autocompleteQuerySchema } from './search.ts';
import { isSafeText, safeText } from './text.ts';

describe('safeText', () => {
  it.each([
    ['NUL', 'a\u0000b'],
    ['bell', 'a\u0007b'],
    ['escape', '\u001b[31mred'],
    ['vertical tab', 'a\u000bb'],
    ['form feed', 'a\u000cb'],
    ['DEL', 'a\u007fb'],
    ['a C1 control', 'a\u0085b'],
    ['a lone high surrogate', 'a\ud800b'],
    ['a lone low surrogate', '\udc00'],
    ['CR on one line', 'a\rb'],
  ])('refuses %s', (_, value) => {
    expect(isSafeText(value)).toBe(false);
    expect(safeText().safeParse(value).success).toBe(false);
  });

  it.each([
    ['tab', 'a\tb'],
    ['line feed', 'a\nb'],
    ['Amharic', 'ሰፈር ቡና'],
    ['emoji (a surrogate pair)', 'coffee ☕ 😀'],
    ['joiners and marks', 'a\u200db\u00a0c'],
  ])('accepts %s', (_, value) => {
    expect(safeText().parse(value)).toBe(value);
  });

  it('multi-line text takes CR and stores every line break as LF', () => {
    expect(safeText({ multiline: true }).parse('a\r\nb\rc\nd')).toBe('a\nb\nc\nd');
    expect(safeText({ multiline: true }).safeParse('a\u0000b').success).toBe(false);
  });

  it('looks at the text before trimming, so a control at either end is refused', () => {
    expect(safeText().trim().safeParse('Abebe\u0000').success).toBe(false);
    expect(safeText().trim().safeParse('\u001fAbebe').success).toBe(false);
  });
});

describe('request schemas use the rule', () => {
  const refusedAt = (result: { success: boolean; error?: { issues: { path: PropertyKey[] }[] } }) =>
    result.error?.issues.map((i) => i.path.join('.'));

  it('in names, bio, review text, post body and social links', () => {
    expect(refusedAt(registerBodySchema.safeParse({ phone: '0911', firstName: 'A\u0000' }))).toEqual([
      'firstName',
    ]);
    expect(refusedAt(userUpdateBodySchema.safeParse({ bio: 'x\u0000' }))).toEqual(['bio']);
    expect(refusedAt(reviewBodySchema.safeParse({ rating: 4, text: 'x\u0000' }))).toEqual(['text']);
    expect(refusedAt(postCreateBodySchema.safeParse({ companyId: 1, body: 'x\u0000' }))).toEqual(['body']);
    expect(refusedAt(socialLinksInputSchema.safeParse({ website: 'sefer.et\u0000' }))).toEqual(['website']);
  });

  it('except search keys, where a control character becomes a space (search answers every key)', () => {
    expect(autocompleteQuerySchema.parse({ key: 'caf\u0000e\ud800', lat: '9', lng: '38' }).key).toBe(
      'caf e ',
    );
  });
});
