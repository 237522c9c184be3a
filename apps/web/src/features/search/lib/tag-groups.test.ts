import { describe, expect, it } from 'vitest';
import { groupTags } from './tag-groups.ts';

const tag = (name: string, category: string) => ({ tag: name, category, labelAm: null, image: null });

describe('Explore groups', () => {
  it('groups tags by category in the order the categories come', () => {
    const groups = groupTags([
      tag('atm', 'atm'),
      tag('bank', 'atm'),
      tag('coffee', 'cafe'),
      tag('juice', 'cafe'),
      tag('hospital', 'hospital'),
    ]);
    expect(groups.map((g) => [g.category, g.tags.map((t) => t.tag)])).toEqual([
      ['atm', ['atm', 'bank']],
      ['cafe', ['coffee', 'juice']],
      ['hospital', ['hospital']],
    ]);
    expect(groupTags([])).toEqual([]);
  });
});
