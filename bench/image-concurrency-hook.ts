import { register } from 'node:module';

/**
 * Imported into the API server's process by the upload bench (`--import`): rewrites the default of
 * `createImagePipeline`'s `concurrency` to BENCH_IMAGE_CONCURRENCY as the module is loaded, so one value or another
 * can be measured without editing the app. Fails the load when the default is not found, rather than measure the
 * app's own value under another name.
 */
const value = Number(process.env.BENCH_IMAGE_CONCURRENCY);
if (!Number.isInteger(value) || value < 1)
  throw new Error('BENCH_IMAGE_CONCURRENCY must be a positive integer');

const hooks = `
export async function load(url, context, nextLoad) {
  const result = await nextLoad(url, context);
  if (!url.endsWith('/modules/images/image-pipeline.ts')) return result;
  const source = typeof result.source === 'string' ? result.source : Buffer.from(result.source).toString('utf8');
  const pattern = /concurrency\\s*=\\s*2\\b/;
  if (!pattern.test(source)) throw new Error('image-concurrency-hook: the default of the pipeline concurrency (2) is gone');
  return { ...result, source: source.replace(pattern, 'concurrency = ${value}') };
}
`;
register(`data:text/javascript,${encodeURIComponent(hooks)}`);
