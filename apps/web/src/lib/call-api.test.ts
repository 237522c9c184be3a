import { defineCall } from '@sefer/contract/call';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { ApiError, type AuthSession, setAuthSession } from './api-client.ts';
import { callApi, multipartForm, uploadPicturesCall } from './call-api.ts';

const call = defineCall({
  method: 'POST',
  path: '/api/v2/product/create',
  summary: 'test',
  tag: 'test',
  auth: true,
  multipart: true,
  response: z.object({ id: z.number() }),
});

/** The browser's XMLHttpRequest, answering with `answer` after reporting the upload's progress in two steps. */
function fakeXhr(answer: unknown) {
  const sent: FormData[] = [];
  class FakeXhr {
    upload: { onprogress: ((e: Partial<ProgressEvent>) => void) | null; onload: (() => void) | null } = {
      onprogress: null,
      onload: null,
    };
    status = 0;
    statusText = '';
    responseText = '';
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    ontimeout: (() => void) | null = null;
    onabort: (() => void) | null = null;
    open() {}
    setRequestHeader() {}
    getAllResponseHeaders() {
      return 'content-type: application/json\r\n';
    }
    abort() {}
    send(body: FormData) {
      sent.push(body);
      setTimeout(() => {
        this.upload.onprogress?.({ lengthComputable: true, loaded: 300, total: 1200 });
        this.upload.onprogress?.({ lengthComputable: true, loaded: 1200, total: 1200 });
        this.upload.onload?.();
        this.status = 200;
        this.responseText = JSON.stringify(answer);
        this.onload?.();
      }, 0);
    }
  }
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  return sent;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

const picture = (name: string) =>
  new File([new Uint8Array([0xff, 0xd8, 0xff])], name, { type: 'image/jpeg' });

describe('multipartForm', () => {
  it('puts the data first, then the pictures in the order given, each under its name', () => {
    const form = multipartForm({ name: 'Macchiato', price: 45.5 }, [
      { name: 'profile', image: picture('front.jpg') },
      { name: 'image[0]', image: picture('side.jpg') },
      { name: 'image[1]', image: new Blob([new Uint8Array([1])], { type: 'image/webp' }) },
    ]);
    const entries = [...form.entries()];
    expect(entries.map(([name]) => name)).toEqual(['data', 'profile', 'image[0]', 'image[1]']);
    expect(JSON.parse(entries[0]?.[1] as string)).toEqual({ name: 'Macchiato', price: 45.5 });
    // A picked file keeps its name; a picture scaled down in the browser (a Blob) travels as `picture`.
    expect(entries.slice(1).map(([, value]) => (value as File).name)).toEqual([
      'front.jpg',
      'side.jpg',
      'picture',
    ]);
  });
});

describe('uploadPicturesCall', () => {
  it('sends every picture in one request and reports one progress over all of it', async () => {
    const sent = fakeXhr({ id: 12 });
    const progress: number[] = [];
    const answer = await uploadPicturesCall(
      call,
      { name: 'Macchiato' },
      [
        { name: 'profile', image: picture('a.jpg') },
        { name: 'image[0]', image: picture('b.jpg') },
      ],
      (fraction) => progress.push(fraction),
    );
    expect(answer).toEqual({ id: 12 });
    expect(sent).toHaveLength(1);
    expect([...(sent[0]?.keys() ?? [])]).toEqual(['data', 'profile', 'image[0]']);
    expect(progress).toEqual([0, 0.25, 1, 1]);
  });

  it('refuses an answer of the wrong shape', async () => {
    fakeXhr({ id: 'twelve' });
    const error = await uploadPicturesCall(
      call,
      {},
      [{ name: 'profile', image: picture('a.jpg') }],
      () => {},
    ).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).key).toBe('general_response_error');
  });
});

describe('callApi with a form-encoded call', () => {
  const tokenLike = defineCall({
    method: 'POST',
    path: '/api/auth/login',
    summary: 'test',
    tag: 'test',
    auth: false,
    form: true,
    body: z.object({ grant_type: z.literal('password'), username: z.string(), scope: z.string().optional() }),
    response: z.object({ accessToken: z.string() }),
  });
  const signedIn: AuthSession = {
    accessToken: () => 'bearer-of-a-session',
    userId: () => 7,
    refresh: () => Promise.reject(new Error('not under test')),
    expire: () => {},
  };

  afterEach(() => setAuthSession(null));

  it('sends the given fields form-encoded, without the bearer, and checks the answer', async () => {
    setAuthSession(signedIn);
    const fetch = vi.fn(async () => new Response(JSON.stringify({ accessToken: 'a' }), { status: 200 }));
    vi.stubGlobal('fetch', fetch);
    const answer = await callApi(tokenLike, { body: { grant_type: 'password', username: '+251911234567' } });
    expect(answer).toEqual({ accessToken: 'a' });
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/auth/login');
    expect(init.method).toBe('POST');
    const headers = init.headers as Record<string, string>;
    expect(headers['Content-Type']).toBe('application/x-www-form-urlencoded');
    expect(headers.Authorization).toBeUndefined();
    // The optional field not given is left out, not sent as "undefined".
    expect(String(init.body)).toBe('grant_type=password&username=%2B251911234567');
  });

  it('refuses an answer of the wrong shape', async () => {
    vi.stubGlobal('fetch', async () => new Response(JSON.stringify({ token: 'a' }), { status: 200 }));
    const error = await callApi(tokenLike, { body: { grant_type: 'password', username: 'x' } }).catch(
      (e: unknown) => e,
    );
    expect((error as ApiError).key).toBe('general_response_error');
  });
});
