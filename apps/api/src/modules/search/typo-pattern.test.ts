import { describe, expect, it } from 'vitest';
import { typoPattern } from './typo-pattern.ts';

const matches = (key: string, text: string) => new RegExp(typoPattern(key) as string, 'u').test(text);

describe('typoPattern', () => {
  it('matches words one edit away', () => {
    expect(matches('bale', 'bole')).toBe(true); // wrong letter
    expect(matches('bol', 'bole')).toBe(true); // prefix
    expect(matches('bloe', 'bole')).toBe(true); // swapped
    expect(matches('boole', 'bole')).toBe(true); // extra letter
    expect(matches('ble', 'bole')).toBe(true); // missing letter
    expect(matches('bale', 'addis bole road')).toBe(true);
  });
  it('does not match words two edits away or inside a word', () => {
    expect(matches('bxxe', 'bole')).toBe(false);
    expect(matches('bale', 'kebole')).toBe(false);
  });
  it('is null for keys too short, too long or of several words', () => {
    expect(typoPattern('bo')).toBeNull();
    expect(typoPattern('abcdefghij')).toBeNull();
    expect(typoPattern('bole road')).toBeNull();
  });
});
