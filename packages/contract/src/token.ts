/**
 * The token endpoint's password grant as a checked call, for the sign-in screen (loaded lazily). The same endpoint's
 * refresh grant is asked from the first load through the zod-free table (decision 0029), which gives the path.
 */
import { tokenRequestSchema, tokenResponseSchema } from './auth.ts';
import { defineFirstLoadCall } from './call.ts';

export const tokenCall = defineFirstLoadCall('token', {
  summary: 'Token endpoint (form-encoded): password or refresh_token grant',
  tag: 'auth',
  auth: false,
  form: true,
  body: tokenRequestSchema,
  response: tokenResponseSchema,
});
