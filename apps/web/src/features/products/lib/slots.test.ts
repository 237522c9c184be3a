import { encodeImage } from '@sefer/contract/image';
import { describe, expect, it } from 'vitest';
import {
  addToSlots,
  createPictureParts,
  fileNamesWithFirst,
  makeFirst,
  removeAt,
  replaceAt,
} from './slots.ts';

describe('picture slots', () => {
  it('moves a picture to the front, the others keeping their order', () => {
    expect(makeFirst(['a', 'b', 'c'], 2)).toEqual(['c', 'a', 'b']);
    expect(makeFirst(['a', 'b', 'c'], 1)).toEqual(['b', 'a', 'c']);
    expect(makeFirst(['a', 'b'], 0)).toEqual(['a', 'b']);
    expect(makeFirst(['a', 'b'], 5)).toEqual(['a', 'b']);
  });

  it('closes the gap of a removed picture and replaces one in place', () => {
    expect(removeAt(['a', 'b', 'c'], 0)).toEqual(['b', 'c']);
    expect(removeAt(['a', 'b', 'c'], 1)).toEqual(['a', 'c']);
    expect(replaceAt(['a', 'b', 'c'], 1, 'x')).toEqual(['a', 'x', 'c']);
  });

  it('adds pictures to the empty slots only, and says which did not fit', () => {
    expect(addToSlots([], ['a', 'b'])).toEqual({ items: ['a', 'b'], refused: [] });
    expect(addToSlots(['a'], ['b', 'c', 'd', 'e'])).toEqual({ items: ['a', 'b', 'c'], refused: ['d', 'e'] });
    expect(addToSlots(['a', 'b', 'c'], ['d'])).toEqual({ items: ['a', 'b', 'c'], refused: ['d'] });
  });

  it('reorders stored pictures by their file names (whose own dashes stay)', () => {
    const images = [
      encodeImage('p-12-a1.webp', 0.75),
      encodeImage('p-12-b2.webp', 1),
      encodeImage('p-12-c3.webp', 1.333),
    ];
    expect(fileNamesWithFirst(images, 2)).toEqual(['p-12-c3.webp', 'p-12-a1.webp', 'p-12-b2.webp']);
  });

  it('names the parts of a new product: the first is the profile picture', () => {
    const blobs = ['a', 'b', 'c'].map((text) => new Blob([text]));
    expect(createPictureParts(blobs).map((part) => part.name)).toEqual(['profile', 'image[0]', 'image[1]']);
    expect(createPictureParts(blobs.slice(0, 1)).map((part) => part.image)).toEqual([blobs[0]]);
  });
});
