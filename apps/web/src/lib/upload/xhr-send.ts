/** A POST whose upload progress can be followed: what fetch cannot report yet. */
export type XhrSend = {
  url: string;
  headers: Record<string, string>;
  body: FormData;
  onProgress: (fraction: number) => void;
  signal?: AbortSignal | undefined;
};

const NULL_BODY_STATUS = new Set([101, 204, 205, 304]);

function responseHeaders(xhr: XMLHttpRequest): Headers {
  const headers = new Headers();
  for (const line of xhr
    .getAllResponseHeaders()
    .trim()
    .split(/[\r\n]+/)) {
    const cut = line.indexOf(':');
    if (cut > 0) headers.append(line.slice(0, cut).trim(), line.slice(cut + 1).trim());
  }
  return headers;
}

/**
 * Sends `body` with XMLHttpRequest and resolves the answer as a fetch Response, so the API client
 * reads it like any other. Fails like fetch: a TypeError when no answer came, an AbortError when
 * `signal` aborted.
 */
export function xhrSend({ url, headers, body, onProgress, signal }: XhrSend): Promise<Response> {
  return new Promise((resolve, reject) => {
    const aborted = () => new DOMException('The upload was cancelled', 'AbortError');
    if (signal?.aborted) return reject(aborted());
    const xhr = new XMLHttpRequest();
    const onAbort = () => xhr.abort();
    signal?.addEventListener('abort', onAbort, { once: true });
    const settle = (done: () => void) => {
      signal?.removeEventListener('abort', onAbort);
      done();
    };
    xhr.open('POST', url);
    for (const [name, value] of Object.entries(headers)) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(Math.min(1, event.loaded / event.total));
    };
    xhr.upload.onload = () => onProgress(1);
    xhr.onload = () =>
      settle(() => {
        if (xhr.status < 200 || xhr.status > 599) return reject(new TypeError('No answer from the server'));
        const text = NULL_BODY_STATUS.has(xhr.status) ? null : xhr.responseText;
        resolve(
          new Response(text, {
            status: xhr.status,
            statusText: xhr.statusText,
            headers: responseHeaders(xhr),
          }),
        );
      });
    xhr.onerror = () => settle(() => reject(new TypeError('Network error')));
    xhr.ontimeout = xhr.onerror;
    xhr.onabort = () => settle(() => reject(aborted()));
    onProgress(0);
    xhr.send(body);
  });
}
