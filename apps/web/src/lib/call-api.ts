import { type Call, type CallAnswer, type CallInput, callPath } from '@sefer/contract/call';
import { ApiError, type QueryParams, request } from './api-client.ts';
import { uploadWithProgress } from './upload/upload-with-progress.ts';

type Inputs = { params?: Record<string, unknown>; query?: QueryParams; body?: unknown };

/** A form-encoded body: each given field as text. */
const formOf = (body: unknown): Record<string, string> =>
  Object.fromEntries(
    Object.entries(body ?? {}).flatMap(([name, value]) =>
      value === undefined ? [] : [[name, String(value)]],
    ),
  );

/** The answer checked against the call's response schema: a wrong shape is an error, never a cast. */
function checked<C extends Call>(call: C, answer: unknown): CallAnswer<C> {
  const result = call.response.safeParse(answer);
  if (!result.success) {
    throw new ApiError('general_response_error', `Unexpected answer from ${call.method} ${call.path}`);
  }
  return result.data as CallAnswer<C>;
}

/**
 * Calls the API as the contract declares it (packages/contract/src/call.ts): method and path from the
 * declaration, the inputs typed by its schemas, the answer checked by its response schema.
 */
export async function callApi<C extends Call>(
  call: C,
  ...[input, signal]: keyof CallInput<C> extends never
    ? [input?: CallInput<C>, signal?: AbortSignal]
    : [input: CallInput<C>, signal?: AbortSignal]
): Promise<CallAnswer<C>> {
  const { params, query, body } = (input ?? {}) as Inputs;
  const answer = await request<unknown>(callPath(call.path, params), {
    method: call.method,
    ...(query ? { params: query } : {}),
    // A form-encoded call is the token endpoint: it is where the bearer comes from, so it never sends one.
    ...(call.form
      ? { form: formOf(body), auth: false }
      : body !== undefined
        ? { body }
        : call.method === 'POST'
          ? { body: {} }
          : {}),
    ...(signal ? { signal } : {}),
  });
  return checked(call, answer);
}

/** A picture part of a multipart call: its field name (`image`, `profile`, `image[0]` …) and its bytes. */
export interface PicturePart {
  name: string;
  image: Blob;
}

/**
 * The body of a multipart call: `data` (the JSON text) first, so the server knows whose pictures they are
 * before they arrive, then the pictures in the order given.
 */
export function multipartForm(data: unknown, pictures: readonly PicturePart[]): FormData {
  const form = new FormData();
  form.append('data', JSON.stringify(data));
  for (const { name, image } of pictures) {
    form.append(name, image, image instanceof File ? image.name : 'picture');
  }
  return form;
}

/**
 * A multipart call with several pictures (a new product: `data`, `profile`, `image[0]`, `image[1]`), sent as
 * one request; `onProgress` follows all its bytes together, from 0 to 1.
 */
export async function uploadPicturesCall<C extends Call & { multipart: true }>(
  call: C,
  data: unknown,
  pictures: readonly PicturePart[],
  onProgress: (fraction: number) => void,
  signal?: AbortSignal,
): Promise<CallAnswer<C>> {
  const form = multipartForm(data, pictures);
  return checked(call, await uploadWithProgress<unknown>(call.path, form, onProgress, signal));
}

/** A multipart call (`image` + `data`) with the upload's progress from 0 to 1. */
export async function uploadCall<C extends Call & { multipart: true }>(
  call: C,
  image: Blob,
  data: unknown,
  onProgress: (fraction: number) => void,
  signal?: AbortSignal,
): Promise<CallAnswer<C>> {
  return uploadPicturesCall(call, data, [{ name: 'image', image }], onProgress, signal);
}
