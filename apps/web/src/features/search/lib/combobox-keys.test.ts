import { describe, expect, it } from 'vitest';
import { moveActive } from './combobox-keys.ts';

describe('autocomplete arrow keys', () => {
  it('moves down from the input to the first option and wraps at the end', () => {
    expect(moveActive('ArrowDown', -1, 3)).toBe(0);
    expect(moveActive('ArrowDown', 0, 3)).toBe(1);
    expect(moveActive('ArrowDown', 2, 3)).toBe(0);
  });

  it('moves up from the input to the last option and wraps at the start', () => {
    expect(moveActive('ArrowUp', -1, 3)).toBe(2);
    expect(moveActive('ArrowUp', 2, 3)).toBe(1);
    expect(moveActive('ArrowUp', 0, 3)).toBe(2);
  });

  it('stays on the input without options and ignores other keys', () => {
    expect(moveActive('ArrowDown', -1, 0)).toBe(-1);
    expect(moveActive('Enter', 1, 3)).toBeNull();
    expect(moveActive('a', 1, 3)).toBeNull();
  });
});
