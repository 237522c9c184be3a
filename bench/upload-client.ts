import { performance } from 'node:perf_hooks';
import type { TokenResponse } from '@sefer/contract';

/** A signed-in owner of a company, as the upload bench uses the API. */
export type Owner = { baseUrl: string; token: string; companyId: number };

/** One upload: ms from sending to the answer, and to `/images/big-<file>` answering 200. */
export type UploadTiming = { photoId: number; answerMs: number; visibleMs: number };

const PASSWORD = 'bench-upload-1234';

async function call<T>(url: string, init: RequestInit): Promise<T> {
  const response = await fetch(url, init);
  const text = await response.text();
  if (!response.ok) throw new Error(`${init.method ?? 'GET'} ${url}: ${response.status} ${text}`);
  return JSON.parse(text) as T;
}

const json = (body: unknown, token?: string): RequestInit => ({
  method: 'POST',
  headers: {
    'content-type': 'application/json',
    ...(token ? { authorization: `Bearer ${token}` } : {}),
  },
  body: JSON.stringify(body),
});

/**
 * Signs up a fresh account through the API (the code from the development outbox), signs in and registers a coffee
 * shop at Piassa: the owner whose photos the bench uploads.
 */
export async function newOwner(baseUrl: string, client: { id: string; secret: string }): Promise<Owner> {
  const phone = `091${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}`;
  await call(`${baseUrl}/api/v2/auth/webPersonalRegister`, json({ phone }));
  const outbox = `${baseUrl}/api/dev/outbox?phone=${encodeURIComponent(phone)}`;
  const { code } = await call<{ code: string }>(outbox, { method: 'GET' });
  const password = { password: PASSWORD, confirmPassword: PASSWORD };
  await call(`${baseUrl}/api/auth/createPassword`, json({ phone, aCode: code, ...password }));
  const form = new URLSearchParams({
    grant_type: 'password',
    username: phone,
    password: PASSWORD,
    client_id: client.id,
    client_secret: client.secret,
  });
  const { accessToken: token } = await call<TokenResponse>(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: form.toString(),
  });
  const handle = `bench_${phone.slice(-7)}`;
  const company = await call<{ id: number }>(
    `${baseUrl}/api/v2/company/register`,
    json({ name: 'Bench Coffee', handle, tags: ['coffee'], phone, lat: 9.0215, lng: 38.7489 }, token),
  );
  return { baseUrl, token, companyId: company.id };
}

/** Uploads `jpeg` as a photo of the company and waits until its big variant is served. */
export async function uploadPhoto(owner: Owner, jpeg: Blob): Promise<UploadTiming> {
  const body = new FormData();
  body.set('data', JSON.stringify({ id: owner.companyId }));
  body.set('image', jpeg, 'phone-photo.jpg');
  const sent = performance.now();
  const photo = await call<{ id: number; fileName: string }>(`${owner.baseUrl}/api/v2/photo/create/company`, {
    method: 'POST',
    headers: { authorization: `Bearer ${owner.token}` },
    body,
  });
  const answerMs = performance.now() - sent;
  for (;;) {
    const big = await fetch(`${owner.baseUrl}/images/big-${photo.fileName}`);
    await big.arrayBuffer();
    if (big.status === 200) break;
    if (performance.now() - sent > 30_000) throw new Error(`big-${photo.fileName}: ${big.status} after 30 s`);
  }
  return { photoId: photo.id, answerMs, visibleMs: performance.now() - sent };
}

/** Deletes a photo (a company holds at most 30). */
export const deletePhoto = (owner: Owner, id: number) =>
  call(`${owner.baseUrl}/api/v2/photo/delete`, json({ id }, owner.token));
