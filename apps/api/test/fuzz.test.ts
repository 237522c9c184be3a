/**
 * Malformed input of every kind to every operation of the OpenAPI document, read at test time so a new route is
 * covered without a change here: wrong types, oversized and deep values, NUL and other controls, bytes that are
 * not UTF-8, numbers JavaScript cannot hold, SQL and HTML injections, bad %-encodings in the path and query,
 * broken JSON, forms and uploads, wrong content types. Each as a visitor and with a valid token (the token of a
 * company owner, so owner routes reach their checks). Fails on any 5xx, any error answer not in the error shape,
 * and any answer that repeats the input. The inputs are seeded (FUZZ_SEED): a failure names its case and
 * reproduces.
 */
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client } from './auth-helpers.ts';
import { signedInUser } from './engage-helpers.ts';
import { makeCompany, makePost } from './factories.ts';
import { type FuzzRequest, operationCases } from './fuzz-cases.ts';
import { FUZZ_SEED, seededRandom } from './fuzz-inputs.ts';
import { type Fixture, type Operation, readOperations } from './fuzz-operations.ts';
import { type Answer, inject, judge, rawCases, rawRequest } from './fuzz-send.ts';
import { buildTestApp, targets } from './helper.ts';

type TestApp = Awaited<ReturnType<typeof buildTestApp>>;

/** Every third case is sent a second time as the other identity (a visitor to auth routes, a user to others). */
const SECOND_IDENTITY_EVERY = 3;

const seedOf = (op: Operation) =>
  [...`${op.method} ${op.path}`].reduce(
    (h, c) => Math.imul(h ^ c.charCodeAt(0), 16777619),
    FUZZ_SEED ^ 2166136261,
  );

describe.each(targets)('fuzzing every operation on %s', (target) => {
  let t: TestApp;
  let port: number;
  let operations: Operation[];
  let fixture: Fixture;
  let user: Record<string, string>;

  beforeAll(async () => {
    t = await buildTestApp(target);
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as AddressInfo).port;
    const owner = await signedInUser(t.app, t.db);
    user = owner.headers;
    const companyId = await makeCompany(t.db, { lat: 9.03, lng: 38.75 });
    await t.db.query('UPDATE companies SET owner_id = $1 WHERE id = $2', [owner.id, companyId]);
    await makePost(t.db, { companyId });
    fixture = { companyId, client };
    operations = readOperations((await t.app.inject({ url: '/api/docs/json' })).json());
  });
  afterAll(() => t.close());

  it('finds the operations in the OpenAPI document', () => {
    expect(operations.length).toBeGreaterThanOrEqual(40);
    expect(operations.filter((op) => op.auth).length).toBeGreaterThanOrEqual(10);
    expect(operations.some((op) => op.body?.kind === 'multipart')).toBe(true);
  });

  it('answers every malformed request without a 5xx, in the error shape, repeating nothing', async () => {
    const failures: string[] = [];
    const counts: string[] = [];
    let serial = 0;
    let sent = 0;
    const check = (op: Operation, label: string, answer: Answer) => {
      sent += 1;
      const problem = answer.status === 0 ? 'no answer' : judge(answer);
      if (problem)
        failures.push(`${op.method} ${op.path} [${label}]: ${problem} ${answer.body.slice(0, 160)}`);
    };
    for (const op of operations) {
      const started = performance.now();
      const before = sent;
      const main = op.auth ? user : {};
      const other = op.auth ? {} : user;
      const cases = operationCases(op, fixture, seededRandom(seedOf(op)));
      for (const [i, c] of cases.entries()) {
        const send = async (identity: Record<string, string>, who: string) => {
          serial += 1;
          const request: FuzzRequest = { ...c, headers: { ...identity, ...c.headers } };
          check(op, `${c.label} ${who}`, await inject(t.app, request, serial));
        };
        await send(main, op.auth ? 'user' : 'visitor');
        if (i % SECOND_IDENTITY_EVERY === 0) await send(other, op.auth ? 'visitor' : 'user');
      }
      const url = cases[0]?.url ?? op.path;
      for (const [i, bytes] of rawCases(op.method, url.replace(/\{\w+\}/g, '1'), main).entries()) {
        check(op, `raw #${i}`, await rawRequest(port, bytes));
      }
      counts.push(
        `${op.method} ${op.path}: ${sent - before} requests, ${Math.round(performance.now() - started)} ms`,
      );
    }
    if (process.env.FUZZ_REPORT) console.info(`${target}: ${sent} requests\n${counts.join('\n')}`);
    expect(failures.slice(0, 60).join('\n'), `${failures.length} of ${sent} answers failed`).toBe('');
  });
});
