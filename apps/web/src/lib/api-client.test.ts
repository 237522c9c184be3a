import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, apiClient, setAuthHeaders } from './api-client.ts';

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

afterEach(() => {
  vi.unstubAllGlobals();
  setAuthHeaders(() => ({}));
});

describe('apiClient', () => {
  it('sends the query, the device id and the auth seam headers, and returns the JSON', async () => {
    const fetch = answer(200, { ok: 1 });
    vi.stubGlobal('fetch', fetch);
    setAuthHeaders(() => ({ Authorization: 'Bearer t' }));
    expect(await apiClient.get('/api/x', { lat: 9.02, page: 1, skip: undefined })).toEqual({ ok: 1 });
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/x?lat=9.02&page=1');
    const headers = init.headers as Record<string, string>;
    expect(headers['X-Device-Id']).toMatch(/^web-[0-9a-f]{32}$/);
    expect(headers.Authorization).toBe('Bearer t');
  });

  it("maps a failure to the body's error key", async () => {
    vi.stubGlobal('fetch', answer(400, { error: 'invalid_phone', message: 'Bad phone' }));
    const error = await failure(apiClient.get('/api/x'));
    expect([error.key, error.message, error.status]).toEqual(['invalid_phone', 'Bad phone', 400]);
  });

  it('falls back to the status when the body has no known key', async () => {
    vi.stubGlobal('fetch', answer(500, '<html>oops</html>'));
    expect((await failure(apiClient.get('/api/x'))).key).toBe('internal_server_error');
    vi.stubGlobal('fetch', answer(404, { error: 'nope' }));
    expect((await failure(apiClient.get('/api/x'))).key).toBe('not_found');
    vi.stubGlobal('fetch', answer(503, {}));
    expect((await failure(apiClient.get('/api/x'))).key).toBe('general_response_error');
  });

  it('reports no answer at all as network_error', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    expect((await failure(apiClient.get('/api/x'))).key).toBe('network_error');
  });
});
