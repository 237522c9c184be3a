import { describe, expect, it } from 'vitest';
import { formatPhoneLocal, normalizePhone } from './phone.ts';

describe('normalizePhone', () => {
  it.each([
    ['0911234567', '+251911234567'],
    ['0711234567', '+251711234567'],
    ['911234567', '+251911234567'],
    ['+251911234567', '+251911234567'],
    ['251911234567', '+251911234567'],
    ['251 91 123 4567', '+251911234567'],
    ['091-123-4567', '+251911234567'],
    [' 0911 23 45 67 ', '+251911234567'],
  ])('reads %s as %s', (input, e164) => {
    expect(normalizePhone(input)).toBe(e164);
  });

  it.each([
    ['', 'empty'],
    ['0111234567', 'a landline'],
    ['0791234567', 'an unassigned 07 range'],
    ['09112345678', 'one digit too many'],
    ['12345', 'too short'],
    ['+254711234567', 'a Kenyan number'],
    ['09a1234567', 'letters'],
    ["0911234567' OR 1=1", 'SQL-looking text'],
  ])('rejects %s (%s)', (input) => {
    expect(normalizePhone(input)).toBeNull();
  });
});

describe('formatPhoneLocal', () => {
  it('writes the national form in groups', () => {
    expect(formatPhoneLocal('+251911234567')).toBe('0911 234 567');
  });
});
