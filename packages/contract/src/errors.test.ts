import { describe, expect, it } from 'vitest';
import { errorKeyForStatus } from './errors.ts';

describe('errorKeyForStatus', () => {
  it.each([
    [undefined, 'network_error'],
    [400, 'bad_request'],
    [401, 'unauthorized'],
    [403, 'forbidden'],
    [404, 'not_found'],
    [429, 'too_many_requests'],
    [500, 'internal_server_error'],
    [502, 'general_response_error'],
  ])('maps status %s to the spec §8 key %s', (status, key) => {
    expect(errorKeyForStatus(status)).toBe(key);
  });
});
