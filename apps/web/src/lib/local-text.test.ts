import { describe, expect, it } from 'vitest';
import { localText } from './local-text.ts';

describe('localText', () => {
  it('shows the page language, else the other one, marked with the language it is in', () => {
    expect(localText(true, 'Fresh coffee', 'ትኩስ ቡና')).toEqual({ text: 'ትኩስ ቡና', lang: 'am' });
    expect(localText(true, 'Fresh coffee', null)).toEqual({ text: 'Fresh coffee', lang: 'en' });
    expect(localText(false, 'Fresh coffee', 'ትኩስ ቡና')).toEqual({ text: 'Fresh coffee', lang: 'en' });
    expect(localText(false, null, 'ትኩስ ቡና')).toEqual({ text: 'ትኩስ ቡና', lang: 'am' });
  });

  it('is nothing when neither language has it', () => {
    expect(localText(true, null, null)).toBeNull();
    expect(localText(false, '', null)).toBeNull();
  });
});
