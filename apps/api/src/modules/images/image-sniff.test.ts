import { describe, expect, it } from 'vitest';
import { sniffImageType } from './image-sniff.ts';

const bytes = (...parts: (string | number[])[]) =>
  Buffer.concat(parts.map((p) => (typeof p === 'string' ? Buffer.from(p, 'latin1') : Buffer.from(p))));
const box = (major: string, ...compatible: string[]) => {
  const size = 16 + compatible.length * 4;
  return bytes([0, 0, 0, size], 'ftyp', major, [0, 0, 0, 0], ...compatible, 'rest of file');
};

describe('sniffImageType', () => {
  it.each([
    ['JPEG', bytes([0xff, 0xd8, 0xff, 0xe1]), 'image/jpeg'],
    ['PNG', bytes([0x89], 'PNG\r\n\x1a\n', 'IHDR'), 'image/png'],
    ['WebP', bytes('RIFF', [1, 2, 3, 4], 'WEBPVP8 '), 'image/webp'],
    ['AVIF (major brand)', box('avif', 'mif1'), 'image/avif'],
    ['AVIF sequence (compatible brand)', box('mif1', 'miaf', 'avis'), 'image/avif'],
  ])('recognises %s by its bytes', (_name, input, type) => {
    expect(sniffImageType(input)).toBe(type);
  });

  it.each([
    ['text', bytes('hello, I am a .jpg')],
    ['SVG', bytes('<svg xmlns="http://www.w3.org/2000/svg"/>')],
    ['GIF', bytes('GIF89a')],
    ['HEIC', box('heic', 'mif1', 'heix')],
    ['PDF', bytes('%PDF-1.7')],
    ['RIFF that is not WebP', bytes('RIFF', [1, 2, 3, 4], 'WAVEfmt ')],
    ['an ftyp box claiming more bytes than sent', bytes([0, 0, 1, 0], 'ftypavif')],
    ['nothing', Buffer.alloc(0)],
    ['a JPEG start cut short', bytes([0xff, 0xd8])],
  ])('refuses %s', (_name, input) => {
    expect(sniffImageType(input)).toBeNull();
  });
});
