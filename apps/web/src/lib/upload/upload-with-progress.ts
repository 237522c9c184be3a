import { exchange, networkError, sessionHeaders } from '../api-client.ts';
import { requestUrl } from '../request.ts';
import { xhrSend } from './xhr-send.ts';

/**
 * Posts a multipart form (a picture and its data) and reports the upload's progress (0–1) as it
 * goes, with the same headers, 401 refresh-and-replay and error mapping as the API client's `request`.
 * Its own module, so the home route's first load does not carry the XHR code.
 */
export function uploadWithProgress<T>(
  path: string,
  form: FormData,
  onProgress: (fraction: number) => void,
  signal?: AbortSignal,
): Promise<T> {
  return exchange<T>(async (token) => {
    try {
      return await xhrSend({
        url: requestUrl(path),
        headers: sessionHeaders(token),
        body: form,
        onProgress,
        signal,
      });
    } catch (error) {
      throw networkError(error);
    }
  }, true);
}
