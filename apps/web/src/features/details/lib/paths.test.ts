import { describe, expect, it } from 'vitest';
import { detailPath, parseId, viewImagePath } from './paths.ts';

describe('detail paths', () => {
  it('opens each kind on its screen', () => {
    expect(detailPath('company', 4)).toBe('/company/4');
    expect(detailPath('product', 12)).toBe('/item/12');
    expect(detailPath('place', 7)).toBe('/place/7');
  });

  it('escapes image names', () => {
    expect(viewImagePath('demo-a.webp')).toBe('/viewImage/demo-a.webp');
    expect(viewImagePath('a b/c.webp')).toBe('/viewImage/a%20b%2Fc.webp');
  });

  it('takes only positive whole ids', () => {
    expect(parseId('42')).toBe(42);
    for (const bad of [undefined, '', '0', '-1', '1.5', 'abc', '01', '9'.repeat(16)])
      expect(parseId(bad)).toBeNull();
  });
});
