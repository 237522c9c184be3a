import { TOKEN_REFRESH_TIMEOUT_MS } from '@sefer/contract/constants';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, type AuthSession, request, setAuthSession } from './api-client.ts';
import { putEarlyResponse } from './early-responses.ts';

function answer(status: number, body: unknown) {
  return vi.fn(async () => new Response(typeof body === 'string' ? body : JSON.stringify(body), { status }));
}

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error('expected a failure');
}

type Call = { url: string; init: RequestInit; headers: Record<string, string> };
const calls = (fetch: ReturnType<typeof vi.fn>): Call[] =>
  fetch.mock.calls.map((args) => {
    const [url, init] = args as [string, RequestInit];
    return { url, init, headers: init.headers as Record<string, string> };
  });

const unauthorized = () =>
  new Response(JSON.stringify({ error: 'unauthorized', message: 'Token expired' }), { status: 401 });
const ok = (body: unknown) => new Response(JSON.stringify(body), { status: 200 });

/** A session in memory whose refresh is a spy: the client's refresh logic is what is under test. */
function fakeSession(refresh: AuthSession['refresh']) {
  const state = { token: 'old' as string | null, expired: 0 };
  const session = {
    accessToken: () => state.token,
    userId: () => (state.token ? 7 : null),
    refresh: vi.fn(async (signal: AbortSignal) => {
      const token = await refresh(signal);
      state.token = token;
      return token;
    }),
    expire: vi.fn(() => {
      state.token = null;
      state.expired += 1;
    }),
  };
  setAuthSession(session);
  return { session, state };
}

/** A server that accepts only `Bearer new` on /api/private. */
function privateApi() {
  return vi.fn(async (_url: string, init: RequestInit) => {
    const auth = (init.headers as Record<string, string>).Authorization;
    return auth === 'Bearer new' ? ok({ me: 7 }) : unauthorized();
  });
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
  setAuthSession(null);
});

describe('request', () => {
  it('sends the query, the device id, the bearer and the user id, and returns the JSON', async () => {
    const fetch = answer(200, { ok: 1 });
    vi.stubGlobal('fetch', fetch);
    fakeSession(async () => 'new');
    expect(await request('/api/x', { params: { lat: 9.02, page: 1, skip: undefined } })).toEqual({ ok: 1 });
    const [call] = calls(fetch);
    expect(call?.url).toBe('/api/x?lat=9.02&page=1');
    expect(call?.headers['X-Device-Id']).toMatch(/^web-[0-9a-f]{32}$/);
    expect(call?.headers.Authorization).toBe('Bearer old');
    expect(call?.headers['X-User-Id']).toBe('7');
  });

  it('sends no bearer and no user id when signed out', async () => {
    const fetch = answer(200, {});
    vi.stubGlobal('fetch', fetch);
    await request('/api/x');
    expect(calls(fetch)[0]?.headers).not.toHaveProperty('Authorization');
    expect(calls(fetch)[0]?.headers).not.toHaveProperty('X-User-Id');
  });

  it("maps a failure to the body's error key, reason, fields and retryAfter", async () => {
    vi.stubGlobal('fetch', answer(400, { error: 'invalid_phone', message: 'Bad phone' }));
    const error = await failure(request('/api/x'));
    expect([error.key, error.message, error.status]).toEqual(['invalid_phone', 'Bad phone', 400]);
    vi.stubGlobal(
      'fetch',
      answer(400, {
        error: 'invalid_password',
        message: 'Passwords differ',
        reason: 'passwords_differ',
        fields: { confirmPassword: 'invalid_password' },
      }),
    );
    const detailed = await failure(request('/api/x', { method: 'POST', body: {} }));
    expect([detailed.reason, detailed.fields]).toEqual([
      'passwords_differ',
      { confirmPassword: 'invalid_password' },
    ]);
    vi.stubGlobal(
      'fetch',
      answer(429, { error: 'too_many_requests', message: 'Slow down', retryAfter: 42, reason: 'made_up' }),
    );
    const limited = await failure(request('/api/x', { method: 'POST', body: {} }));
    expect([limited.key, limited.retryAfter, limited.reason]).toEqual(['too_many_requests', 42, undefined]);
  });

  it('falls back to the status when the body has no known key', async () => {
    vi.stubGlobal('fetch', answer(500, '<html>oops</html>'));
    expect((await failure(request('/api/x'))).key).toBe('internal_server_error');
    vi.stubGlobal('fetch', answer(404, { error: 'nope' }));
    expect((await failure(request('/api/x'))).key).toBe('not_found');
    vi.stubGlobal('fetch', answer(503, {}));
    expect((await failure(request('/api/x'))).key).toBe('general_response_error');
  });

  it('reports no answer at all as network_error', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    expect((await failure(request('/api/x'))).key).toBe('network_error');
  });

  it('posts a form-encoded body without the bearer', async () => {
    const fetch = answer(200, { accessToken: 'a' });
    vi.stubGlobal('fetch', fetch);
    fakeSession(async () => 'new');
    await request('/api/auth/login', {
      method: 'POST',
      form: { grant_type: 'password', username: '+251911234567' },
      auth: false,
    });
    const [call] = calls(fetch);
    expect(call?.init.method).toBe('POST');
    expect(call?.headers['Content-Type']).toBe('application/x-www-form-urlencoded');
    expect(call?.init.body).toBe('grant_type=password&username=%2B251911234567');
    expect(call?.headers).not.toHaveProperty('Authorization');
  });

  it('answers an empty 204 with undefined', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(null, { status: 204 })),
    );
    expect(
      await request('/api/auth/logout', { method: 'POST', body: { refreshToken: 'r' } }),
    ).toBeUndefined();
  });
});

describe('401 refresh and replay', () => {
  it('refreshes once and replays the request with the new token', async () => {
    const fetch = privateApi();
    vi.stubGlobal('fetch', fetch);
    const { session } = fakeSession(async () => 'new');
    expect(await request('/api/private')).toEqual({ me: 7 });
    expect(session.refresh).toHaveBeenCalledTimes(1);
    expect(calls(fetch).map((c) => c.headers.Authorization)).toEqual(['Bearer old', 'Bearer new']);
    expect(session.expire).not.toHaveBeenCalled();
  });

  it('shares one refresh between concurrent 401s (single flight)', async () => {
    const fetch = privateApi();
    vi.stubGlobal('fetch', fetch);
    let release: (token: string) => void = () => {};
    const { session } = fakeSession(() => new Promise<string>((resolve) => (release = resolve)));
    const results = Promise.all([1, 2, 3].map((n) => request(`/api/private?n=${n}`)));
    await vi.waitFor(() => expect(session.refresh).toHaveBeenCalledTimes(1));
    release('new');
    expect(await results).toEqual([{ me: 7 }, { me: 7 }, { me: 7 }]);
    expect(session.refresh).toHaveBeenCalledTimes(1);
    expect(fetch).toHaveBeenCalledTimes(6);
  });

  it('replays without refreshing when another request already renewed the token', async () => {
    const { session, state } = fakeSession(async () => 'never');
    vi.stubGlobal(
      'fetch',
      vi.fn(async (_url: string, init: RequestInit) => {
        const auth = (init.headers as Record<string, string>).Authorization;
        if (auth === 'Bearer new') return ok({ me: 7 });
        state.token = 'new'; // renewed meanwhile by another request
        return unauthorized();
      }),
    );
    expect(await request('/api/private')).toEqual({ me: 7 });
    expect(session.refresh).not.toHaveBeenCalled();
  });

  it('logs out and throws the original error when the refresh fails', async () => {
    const fetch = privateApi();
    vi.stubGlobal('fetch', fetch);
    const { session, state } = fakeSession(async () => {
      throw new ApiError('unauthorized', 'Invalid token', 401, { reason: 'invalid_token' });
    });
    const error = await failure(request('/api/private'));
    expect([error.key, error.message, error.status]).toEqual(['unauthorized', 'Token expired', 401]);
    expect(session.expire).toHaveBeenCalledTimes(1);
    expect(state.token).toBeNull();
    expect(fetch).toHaveBeenCalledTimes(1); // no replay
  });

  it(`gives the refresh ${TOKEN_REFRESH_TIMEOUT_MS} ms, then aborts it and logs out`, async () => {
    vi.useFakeTimers();
    vi.stubGlobal('fetch', privateApi());
    let aborted = false;
    const { session } = fakeSession(
      (signal) =>
        new Promise<string>((_resolve, reject) => {
          signal.addEventListener('abort', () => {
            aborted = true;
            reject(new DOMException('Aborted', 'AbortError'));
          });
        }),
    );
    const pending = failure(request('/api/private'));
    await vi.advanceTimersByTimeAsync(TOKEN_REFRESH_TIMEOUT_MS - 1);
    expect(aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect((await pending).key).toBe('unauthorized');
    expect(aborted).toBe(true);
    expect(session.expire).toHaveBeenCalledTimes(1);
  });

  it('does not refresh for a 401 to a request without a bearer', async () => {
    vi.stubGlobal('fetch', privateApi());
    const { session } = fakeSession(async () => 'new');
    await failure(request('/api/private', { method: 'POST', form: { a: 'b' }, auth: false }));
    setAuthSession(null);
    await failure(request('/api/private'));
    expect(session.refresh).not.toHaveBeenCalled();
  });

  it('refreshes only once when the replay is refused too', async () => {
    const fetch = vi.fn(async () => unauthorized());
    vi.stubGlobal('fetch', fetch);
    const { session } = fakeSession(async () => 'new');
    expect((await failure(request('/api/private'))).key).toBe('unauthorized');
    expect(session.refresh).toHaveBeenCalledTimes(1);
    expect(fetch).toHaveBeenCalledTimes(2);
  });
});

describe("answers index.html's early script asked for", () => {
  it('takes the early answer for the same anonymous GET, once', async () => {
    const fetch = answer(200, { from: 'network' });
    vi.stubGlobal('fetch', fetch);
    putEarlyResponse('/api/v2/home/aroundYou?lat=9&page=1', Promise.resolve(ok({ from: 'early' })));
    expect(await request('/api/v2/home/aroundYou', { params: { lat: 9, page: 1 } })).toEqual({
      from: 'early',
    });
    expect(fetch).not.toHaveBeenCalled();
    expect(await request('/api/v2/home/aroundYou', { params: { lat: 9, page: 1 } })).toEqual({
      from: 'network',
    });
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('asks again for another URL, another method, or with a session', async () => {
    const fetch = answer(200, { from: 'network' });
    vi.stubGlobal('fetch', fetch);
    putEarlyResponse('/api/x?page=1', Promise.resolve(ok({ from: 'early' })));
    expect(await request('/api/x', { params: { page: 2 } })).toEqual({ from: 'network' });
    expect(await request('/api/x?page=1', { method: 'POST' })).toEqual({ from: 'network' });
    fakeSession(async () => 'new');
    expect(await request('/api/x', { params: { page: 1 } })).toEqual({ from: 'network' });
    expect(calls(fetch)[2]?.headers.Authorization).toBe('Bearer old');
  });

  it('reads an early answer that failed as the network failure it was', async () => {
    vi.stubGlobal('fetch', answer(200, {}));
    putEarlyResponse('/api/y', Promise.reject(new TypeError('Failed to fetch')));
    expect((await failure(request('/api/y'))).key).toBe('network_error');
    putEarlyResponse('/api/y', Promise.resolve(new Response('{}', { status: 500 })));
    expect((await failure(request('/api/y'))).status).toBe(500);
  });
});
