import { callPath } from '@sefer/contract/call';
import {
  FIRST_LOAD_CALLS,
  FIRST_LOAD_POSTS,
  type FirstLoadAnswers,
  type FirstLoadCall,
} from '@sefer/contract/first-load';
import { type QueryParams, request } from './api-client.ts';

/**
 * A call of the home route's first load: method and path from the contract's zod-free table, the answer typed by
 * its response schema's type but not checked against it (decision 0029: zod does not fit in the first load). Every
 * other call goes through `callApi`, which checks.
 */
export function firstLoadCall<K extends FirstLoadCall>(
  name: K,
  {
    params,
    query,
    body,
    form,
  }: {
    params?: Record<string, string | number>;
    query?: QueryParams;
    body?: unknown;
    /** Form-encoded, without the bearer: the token endpoint. */
    form?: Record<string, string>;
  } = {},
  signal?: AbortSignal,
): Promise<FirstLoadAnswers[K]> {
  return request<FirstLoadAnswers[K]>(callPath(FIRST_LOAD_CALLS[name], params), {
    method: FIRST_LOAD_POSTS.includes(name) ? 'POST' : 'GET',
    ...(query ? { params: query } : {}),
    ...(body !== undefined ? { body } : {}),
    ...(form ? { form, auth: false } : {}),
    ...(signal ? { signal } : {}),
  });
}
