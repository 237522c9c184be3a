import fs from 'node:fs';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/** Stored images by name (`thumb-`, `small-`, `big-` + file). Names never change content: cache a year. */
export async function registerImages(app: FastifyInstance, imagesDir: string): Promise<void> {
  fs.mkdirSync(imagesDir, { recursive: true });
  await app.register(fastifyStatic, {
    root: imagesDir,
    prefix: '/images/',
    decorateReply: false,
    index: false,
    list: false,
    dotfiles: 'deny',
    maxAge: '365d',
    immutable: true,
  });
}
