import type { TokenResponse } from '@sefer/contract';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { TEST_WEB_CLIENT } from './helper.ts';

type Injectable = Pick<FastifyInstance, 'inject'>;

let counter = 0;
/** A valid Ethiopian mobile number no other test uses. */
export function uniquePhone(): string {
  counter += 1;
  return `0911${String((process.pid * 1000 + counter) % 1_000_000).padStart(6, '0')}`;
}

export const client = {
  client_id: TEST_WEB_CLIENT.id,
  client_secret: TEST_WEB_CLIENT.secret,
};

/** POSTs a form-encoded body, as the web client does for the token endpoint. */
export const postForm = (
  app: Injectable,
  url: string,
  form: Record<string, string>,
  extra: InjectOptions = {},
) =>
  app.inject({
    method: 'POST',
    url,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(form).toString(),
    ...extra,
  });

export const passwordGrant = (
  app: Injectable,
  username: string,
  password: string,
  extra: InjectOptions = {},
) =>
  postForm(
    app,
    '/api/auth/login',
    { grant_type: 'password', username, password, ...client, scope: 'offline_access' },
    extra,
  );

export const refreshGrant = (app: Injectable, refreshToken: string) =>
  postForm(app, '/api/auth/login', { grant_type: 'refresh_token', refresh_token: refreshToken, ...client });

/** The latest code texted to `phone`, through the development outbox call. */
export async function latestCode(app: Injectable, phone: string): Promise<string> {
  const res = await app.inject({ url: `/api/dev/outbox?phone=${encodeURIComponent(phone)}` });
  if (res.statusCode !== 200) throw new Error(`outbox: ${res.statusCode}`);
  return res.json().code as string;
}

/** Registers, activates with the texted code, creates the password and signs in. */
export async function signUp(
  app: Injectable,
  phone = uniquePhone(),
  password = 'selam-1234',
): Promise<TokenResponse & { phone: string; password: string }> {
  const reg = await app.inject({
    method: 'POST',
    url: '/api/v2/auth/webPersonalRegister',
    payload: { phone, firstName: 'Abebe', lastName: 'Bikila' },
  });
  if (reg.statusCode !== 200) throw new Error(`register: ${reg.statusCode} ${JSON.stringify(reg.json())}`);
  const aCode = await latestCode(app, phone);
  const created = await app.inject({
    method: 'POST',
    url: '/api/auth/createPassword',
    payload: { phone, aCode, password, confirmPassword: password },
  });
  if (created.statusCode !== 200) throw new Error(`createPassword: ${created.statusCode}`);
  const login = await passwordGrant(app, phone, password);
  if (login.statusCode !== 200) throw new Error(`login: ${login.statusCode}`);
  return { ...(login.json() as TokenResponse), phone, password };
}
