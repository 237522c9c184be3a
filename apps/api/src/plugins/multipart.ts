import fastifyMultipart from '@fastify/multipart';
import { UPLOAD_MAX_BYTES } from '@sefer/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { badRequest, HttpError } from '../errors.ts';
import { imageErrors } from '../modules/images/image-errors.ts';

/** The JSON text beside the picture (a photo's caption and such) stays small. */
const DATA_MAX_BYTES = 64 * 1024;

/** Multipart bodies: pictures and one JSON text (`data`); each route sets how many pictures (`readUploads`). */
export async function registerMultipart(app: FastifyInstance): Promise<void> {
  await app.register(fastifyMultipart, {
    limits: { fileSize: UPLOAD_MAX_BYTES, files: 1, fields: 2, fieldSize: DATA_MAX_BYTES, parts: 4 },
    throwFileSizeLimit: true,
  });
}

const invalidData = (message: string) => badRequest(message, { fields: { data: 'invalid_data' } });
const noImage = () => badRequest('Add a picture (field "image")', { fields: { image: 'invalid_image' } });

function parseData(value: unknown): unknown {
  // A part sent as application/json arrives parsed already; a plain text field is parsed here.
  if (typeof value !== 'string') return value;
  try {
    return JSON.parse(value);
  } catch {
    throw invalidData('The data field is not valid JSON');
  }
}

/** The parser's and the limits' failures as our errors (4xx with a key, never a 5xx). */
function uploadError(error: unknown, maxImages: number): HttpError {
  if (error instanceof HttpError) return error;
  switch ((error as { code?: string }).code) {
    case 'FST_REQ_FILE_TOO_LARGE':
      return imageErrors.tooLarge();
    case 'FST_PARTS_LIMIT':
    case 'FST_FILES_LIMIT':
    case 'FST_FIELDS_LIMIT':
      return new HttpError(
        413,
        'bad_request',
        maxImages === 1
          ? 'Send one picture ("image") and one "data" field only'
          : `Send at most ${maxImages} pictures and one "data" field`,
        { fields: { image: 'invalid_image' } },
      );
    case 'FST_INVALID_JSON_FIELD_ERROR':
      return invalidData('The data field is not valid JSON');
    default:
      return badRequest('The upload is incomplete or not valid multipart form data');
  }
}

/**
 * Where a file part goes among the pictures: `profile` first, then `image[0]`, `image[1]`… in their order,
 * then plain `image` parts as they came (spec §7 names them `image`, `Image`, `profile`, `image[n]`).
 * Undefined: not a picture field (read and dropped).
 */
function pictureRank(fieldName: string, arrival: number): number | undefined {
  const name = fieldName.toLowerCase();
  if (name === 'profile') return -1;
  const numbered = /^image\[(\d{1,2})\]$/.exec(name);
  if (numbered) return Number(numbered[1]);
  if (name === 'image') return 1000 + arrival;
  return undefined;
}

/**
 * Reads an upload of at most `maxImages` pictures into memory (each at most UPLOAD_MAX_BYTES), in the order
 * `pictureRank` gives, and the text part `data` (or `Data`) parsed as JSON (undefined when missing). More
 * files than that is a 413; no picture at all a 400.
 */
export async function readUploads(
  request: FastifyRequest,
  maxImages: number,
): Promise<{ images: Buffer[]; data: unknown }> {
  if (!request.isMultipart())
    throw badRequest('Send the picture as multipart form data', { fields: { image: 'invalid_image' } });
  const pictures: { rank: number; bytes: Buffer }[] = [];
  let data: unknown;
  try {
    let arrival = 0;
    const parts = request.parts({ limits: { files: maxImages, fields: 2, parts: maxImages + 3 } });
    for await (const part of parts) {
      if (part.type === 'file') {
        const bytes = await part.toBuffer();
        if (part.file.truncated) throw imageErrors.tooLarge();
        const rank = pictureRank(part.fieldname, arrival++);
        if (rank !== undefined && bytes.length > 0) pictures.push({ rank, bytes });
      } else if (part.fieldname.toLowerCase() === 'data') {
        if (part.valueTruncated) throw invalidData('The data field is too long');
        data = parseData(part.value);
      }
    }
  } catch (error) {
    throw uploadError(error, maxImages);
  }
  if (pictures.length === 0) throw noImage();
  pictures.sort((a, b) => a.rank - b.rank);
  return { images: pictures.map((p) => p.bytes), data };
}

/** Reads an upload of one picture (`image`) and its `data`. */
export async function readUpload(request: FastifyRequest): Promise<{ image: Buffer; data: unknown }> {
  const { images, data } = await readUploads(request, 1);
  return { image: images[0] as Buffer, data };
}

/**
 * The `data` part checked by its schema: missing or not an object is `invalid_data`; a field that breaks its
 * rule is `invalid_<field>` (spec §5: a short product name is `invalid_name`), as a JSON body's would be.
 */
export function uploadData<S extends z.ZodType>(schema: S, data: unknown): z.output<S> {
  if (data === undefined) throw invalidData('Add the "data" field');
  const parsed = schema.safeParse(data);
  if (parsed.success) return parsed.data;
  const fields: Record<string, string> = {};
  for (const issue of parsed.error.issues) {
    const field = issue.code === 'unrecognized_keys' ? undefined : issue.path[0];
    const name = typeof field === 'string' && /^[A-Za-z][\w-]{0,63}$/.test(field) ? field : 'data';
    fields[name] = `invalid_${name}`;
  }
  throw badRequest(`The data field is not valid: ${Object.keys(fields).join(', ')}`, { fields });
}
