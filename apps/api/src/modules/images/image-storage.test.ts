import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createFileStorage } from './image-storage.ts';

let root: string;
let dir: string;
beforeEach(async () => {
  root = await fs.mkdtemp(path.join(os.tmpdir(), 'sefer-storage-'));
  dir = path.join(root, 'images');
});
afterEach(async () => {
  await fs.rm(root, { recursive: true, force: true });
});

describe('file storage', () => {
  it('writes whole files into a folder it creates, leaving no temp file', async () => {
    const storage = createFileStorage(dir);
    await storage.write('small-abc.webp', Buffer.from('one'));
    await storage.write('small-abc.webp', Buffer.from('two'));
    expect(await fs.readdir(dir)).toEqual(['small-abc.webp']);
    expect(await fs.readFile(path.join(dir, 'small-abc.webp'), 'utf8')).toBe('two');
  });

  it('removes files and ignores missing ones', async () => {
    const storage = createFileStorage(dir);
    await storage.write('thumb-a.webp', Buffer.from('a'));
    await storage.remove(['thumb-a.webp', 'big-a.webp']);
    expect(await fs.readdir(dir)).toEqual([]);
  });

  it.each([
    '../escape.webp',
    'thumb-../../escape.webp',
    'thumb-a/b.webp',
    'small-a.png',
    'other-a.webp',
    'thumb-.webp',
  ])('refuses %s as a name, writing and removing nothing', async (name) => {
    const storage = createFileStorage(dir);
    await expect(storage.write(name, Buffer.from('x'))).rejects.toThrow('Not an image file name');
    await fs.mkdir(dir, { recursive: true });
    await fs.writeFile(path.join(root, 'escape.webp'), 'keep');
    await expect(storage.remove([name])).rejects.toThrow('Not an image file name');
    expect(await fs.readdir(dir)).toEqual([]);
    expect(await fs.readFile(path.join(root, 'escape.webp'), 'utf8')).toBe('keep');
  });
});
