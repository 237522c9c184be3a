import fastifyMultipart from '@fastify/multipart';
import { UPLOAD_MAX_BYTES } from '@sefer/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { badRequest, HttpError } from '../errors.ts';
import { imageErrors } from '../modules/images/image-errors.ts';

/** The JSON text beside the picture (a photo's caption and such) stays small. */
const DATA_MAX_BYTES = 64 * 1024;

/** Multipart bodies: one picture (`image`) and one JSON text (`data`), nothing more. */
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
function uploadError(error: unknown): HttpError {
  if (error instanceof HttpError) return error;
  switch ((error as { code?: string }).code) {
    case 'FST_REQ_FILE_TOO_LARGE':
      return imageErrors.tooLarge();
    case 'FST_PARTS_LIMIT':
    case 'FST_FILES_LIMIT':
    case 'FST_FIELDS_LIMIT':
      return new HttpError(413, 'bad_request', 'Send one picture ("image") and one "data" field only');
    case 'FST_INVALID_JSON_FIELD_ERROR':
      return invalidData('The data field is not valid JSON');
    default:
      return badRequest('The upload is incomplete or not valid multipart form data');
  }
}

/**
 * Reads an upload: the file part `image` into memory (at most UPLOAD_MAX_BYTES) and the text part
 * `data`, parsed as JSON (undefined when missing). Other parts are read and dropped.
 */
export async function readUpload(request: FastifyRequest): Promise<{ image: Buffer; data: unknown }> {
  if (!request.isMultipart())
    throw badRequest('Send the picture as multipart form data', { fields: { image: 'invalid_image' } });
  let image: Buffer | undefined;
  let data: unknown;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        const bytes = await part.toBuffer();
        if (part.file.truncated) throw imageErrors.tooLarge();
        if (part.fieldname === 'image') image = bytes;
      } else if (part.fieldname === 'data') {
        if (part.valueTruncated) throw invalidData('The data field is too long');
        data = parseData(part.value);
      }
    }
  } catch (error) {
    throw uploadError(error);
  }
  if (!image || image.length === 0) throw noImage();
  return { image, data };
}
