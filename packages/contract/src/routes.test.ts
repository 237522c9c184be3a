import { describe, expect, it } from 'vitest';
import { errorKeyForStatus } from './errors.ts';
import { isClientRoute } from './routes.ts';

describe('isClientRoute', () => {
  it('knows the screens of the web app', () => {
    for (const path of [
      '/',
      '/home',
      '/explore',
      '/auth/login',
      '/auth/login/createPassword',
      '/company/12',
      '/profile/company/products/add',
      '/settings/',
    ]) {
      expect(isClientRoute(path)).toBe(true);
    }
  });
  it('rejects anything else', () => {
    for (const path of ['/nope', '/company', '/company/1/2', '/auth/other', '/homes']) {
      expect(isClientRoute(path)).toBe(false);
    }
  });
});

describe('errorKeyForStatus', () => {
  it('maps statuses to the spec §8 keys', () => {
    expect([undefined, 400, 401, 403, 404, 429, 500, 502].map(errorKeyForStatus)).toEqual([
      'network_error',
      'bad_request',
      'unauthorized',
      'forbidden',
      'not_found',
      'too_many_requests',
      'internal_server_error',
      'general_response_error',
    ]);
  });
});
