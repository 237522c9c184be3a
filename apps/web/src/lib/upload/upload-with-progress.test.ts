import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, setAuthSession } from '../api-client.ts';
import { uploadWithProgress } from './upload-with-progress.ts';

type Server = (xhr: FakeXhr) => void;

/** The browser's XMLHttpRequest, played by a scripted server: the client's logic is what is under test. */
class FakeXhr {
  static server: Server = () => {};
  static sent: FakeXhr[] = [];
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: unknown;
  status = 0;
  statusText = '';
  responseText = '';
  private rawHeaders = '';
  upload: { onprogress: ((e: Partial<ProgressEvent>) => void) | null; onload: (() => void) | null } = {
    onprogress: null,
    onload: null,
  };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  ontimeout: (() => void) | null = null;
  onabort: (() => void) | null = null;
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  getAllResponseHeaders() {
    return this.rawHeaders;
  }
  send(body: unknown) {
    this.body = body;
    FakeXhr.sent.push(this);
    setTimeout(() => FakeXhr.server(this), 0);
  }
  abort() {
    this.onabort?.();
  }
  progress(loaded: number, total: number) {
    this.upload.onprogress?.({ lengthComputable: true, loaded, total });
  }
  respond(status: number, body: unknown, headers = '') {
    this.upload.onload?.();
    this.status = status;
    this.responseText = typeof body === 'string' ? body : JSON.stringify(body);
    this.rawHeaders = headers;
    this.onload?.();
  }
}

function serve(server: Server) {
  FakeXhr.server = server;
  FakeXhr.sent = [];
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
}

function signedIn(refreshTo: string | null) {
  const state = { token: 'old' as string | null };
  setAuthSession({
    accessToken: () => state.token,
    userId: () => (state.token ? 7 : null),
    refresh: async () => {
      if (!refreshTo) throw new Error('refresh refused');
      state.token = refreshTo;
      return refreshTo;
    },
    expire: () => {
      state.token = null;
    },
  });
}

async function failure(promise: Promise<unknown>): Promise<unknown> {
  return promise.then(
    () => {
      throw new Error('expected a failure');
    },
    (error: unknown) => error,
  );
}

const form = () => {
  const body = new FormData();
  body.append('data', '{}');
  return body;
};

afterEach(() => {
  vi.unstubAllGlobals();
  setAuthSession(null);
});

describe('uploadWithProgress', () => {
  it('posts the form with the session headers, reports progress and returns the JSON', async () => {
    serve((xhr) => {
      xhr.progress(50, 200);
      xhr.progress(200, 200);
      xhr.respond(200, { id: 3 });
    });
    signedIn('new');
    const body = form();
    const seen: number[] = [];
    expect(await uploadWithProgress('/api/v2/photo/create/company', body, (f) => seen.push(f))).toEqual({
      id: 3,
    });
    const [xhr] = FakeXhr.sent;
    expect([xhr?.method, xhr?.url, xhr?.body]).toEqual(['POST', '/api/v2/photo/create/company', body]);
    expect(xhr?.headers).toMatchObject({
      Accept: 'application/json',
      Authorization: 'Bearer old',
      'X-User-Id': '7',
    });
    expect(xhr?.headers['X-Device-Id']).toMatch(/^web-[0-9a-f]{32}$/);
    expect(xhr?.headers).not.toHaveProperty('Content-Type');
    expect(seen).toEqual([0, 0.25, 1, 1]);
  });

  it('refreshes once on a 401 and replays the upload with the new bearer', async () => {
    serve((xhr) =>
      xhr.headers.Authorization === 'Bearer new'
        ? xhr.respond(200, { ok: true })
        : xhr.respond(401, { error: 'unauthorized', message: 'Token expired' }),
    );
    signedIn('new');
    expect(await uploadWithProgress('/api/up', form(), () => {})).toEqual({ ok: true });
    expect(FakeXhr.sent.map((x) => x.headers.Authorization)).toEqual(['Bearer old', 'Bearer new']);
  });

  it('throws the original 401 when the refresh fails', async () => {
    serve((xhr) => xhr.respond(401, { error: 'unauthorized', message: 'Token expired' }));
    signedIn(null);
    const error = await failure(uploadWithProgress('/api/up', form(), () => {}));
    expect(error).toBeInstanceOf(ApiError);
    expect([(error as ApiError).key, FakeXhr.sent.length]).toEqual(['unauthorized', 1]);
  });

  it("maps a refusal to the body's key, reason and fields", async () => {
    serve((xhr) =>
      xhr.respond(415, {
        error: 'bad_request',
        message: 'Send a JPEG, PNG, WebP or AVIF picture',
        reason: 'image_type',
        fields: { image: 'invalid_image' },
      }),
    );
    const error = (await failure(uploadWithProgress('/api/up', form(), () => {}))) as ApiError;
    expect([error.key, error.status, error.reason, error.fields]).toEqual([
      'bad_request',
      415,
      'image_type',
      { image: 'invalid_image' },
    ]);
  });

  it('reads Retry-After from the headers of a 429 without a JSON body', async () => {
    serve((xhr) => xhr.respond(429, 'slow down', 'content-type: text/plain\r\nretry-after: 30\r\n'));
    const error = (await failure(uploadWithProgress('/api/up', form(), () => {}))) as ApiError;
    expect([error.key, error.retryAfter]).toEqual(['too_many_requests', 30]);
  });

  it('reports no answer as network_error', async () => {
    serve((xhr) => xhr.onerror?.());
    const error = (await failure(uploadWithProgress('/api/up', form(), () => {}))) as ApiError;
    expect(error.key).toBe('network_error');
  });

  it('stops when its signal aborts, with an AbortError', async () => {
    serve(() => {});
    const controller = new AbortController();
    const upload = uploadWithProgress('/api/up', form(), () => {}, controller.signal);
    controller.abort();
    const error = await failure(upload);
    expect([(error as DOMException).name, error instanceof ApiError]).toEqual(['AbortError', false]);
  });
});
