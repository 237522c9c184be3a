import { type AlsoVisitedList, alsoVisitedListSchema, DEFAULT_PLACE } from '@sefer/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { run } from '../src/db/typed-sql.ts';
import { alsoVisitedSql } from '../src/modules/views/view.repository.ts';
import { signedInUser } from './engage-helpers.ts';
import { makeCompany, makePlace, makeProduct, offset } from './factories.ts';
import { buildTestApp, targets } from './helper.ts';

const here = { lat: DEFAULT_PLACE.lat, lng: DEFAULT_PLACE.lng };
type Headers = Record<string, string>;
/** Who views: headers (a signed-in user's token, a device id) and the client address. */
type Visitor = { headers?: Headers; remoteAddress?: string };
let devices = 0;
/** An anonymous browser on an address nobody else uses. */
const newDevice = (): Visitor => {
  devices += 1;
  return {
    headers: { 'x-device-id': `web-also-${process.pid}-${devices}` },
    remoteAddress: `10.88.${Math.floor(devices / 250)}.${(devices % 250) + 1}`,
  };
};

describe.each(targets)('people who viewed this also visited, on %s', (target) => {
  let ctx: Awaited<ReturnType<typeof buildTestApp>>;
  beforeAll(async () => {
    ctx = await buildTestApp(target);
  });
  afterAll(() => ctx?.close());

  const view = async (kind: number, id: number, who: Visitor) => {
    const res = await ctx.app.inject({ method: 'POST', url: `/api/v2/view/${kind}/${id}`, ...who });
    expect(res.statusCode, res.body).toBe(200);
  };
  const alsoVisited = async (kind: number, id: number, query = '') => {
    const res = await ctx.app.inject(`/api/v2/view/alsoVisited/${kind}/${id}?${query}`);
    expect(res.statusCode, res.body).toBe(200);
    return alsoVisitedListSchema.parse(res.json()) as AlsoVisitedList;
  };
  const keys = (list: AlsoVisitedList) => list.items.map((i) => `${i.type}:${i.id}:${i.viewers}`);

  it("is built from two viewers' histories: what both also viewed, best first, never the subject itself", async () => {
    const companyId = await makeCompany(ctx.db, {
      ...offset(here, 100, 0),
      name: 'Habesha Kitchen',
      nameAm: 'ሀበሻ ማዕድ ቤት',
    });
    const subject = await makeProduct(ctx.db, { companyId, name: 'Tibs', price: 320 });
    const both = await makePlace(ctx.db, { ...offset(here, 0, 100), name: 'Meskel Square', source: 'osm' });
    const alsoBoth = await makeCompany(ctx.db, { ...offset(here, 50, 50), name: 'Kaldis', verified: true });
    const onlyAbebe = await makeCompany(ctx.db, offset(here, 60, 60));
    const strangersOnly = await makePlace(ctx.db, offset(here, 70, 70));

    // Abebe is signed in; Almaz browses anonymously from her own address.
    const abebe = await signedInUser(ctx.app, ctx.db);
    const almaz = newDevice();
    for (const who of [{ headers: abebe.headers }, almaz]) {
      await view(2, subject, who);
      await view(3, both, who);
      await view(0, alsoBoth, who);
    }
    await view(0, onlyAbebe, { headers: abebe.headers });
    // A third viewer of `both` only: it does not view the subject, so it changes nothing here…
    const stranger = newDevice();
    await view(3, strangersOnly, stranger);
    await view(3, strangersOnly, newDevice());
    await view(3, both, stranger);
    // …while a third viewer of the subject who also viewed `both` puts `both` first.
    const dawit = newDevice();
    await view(2, subject, dawit);
    await view(3, both, dawit);

    const list = await alsoVisited(2, subject);
    expect(keys(list)).toEqual([`place:${both}:3`, `company:${alsoBoth}:2`]);
    expect(list.items[0]).toMatchObject({
      type: 'place',
      id: both,
      title: 'Meskel Square',
      osm: true,
      companyName: null,
      companyNameAm: null,
      price: null,
      image: expect.stringMatching(/-1\.333$/),
    });
    expect(list.items[1]).toMatchObject({
      type: 'company',
      title: 'Kaldis',
      verified: true,
      rating: null,
      companyNameAm: null,
    });

    // From the place's side: its viewers (Abebe, Almaz, the stranger, Dawit) also viewed the product (3 of
    // them) and Kaldis (2); the stranger's other place was viewed by only one of them.
    const fromPlace = await alsoVisited(3, both);
    expect(keys(fromPlace)).toEqual([`product:${subject}:3`, `company:${alsoBoth}:2`]);
    // A product's owner by both its names, for either page.
    expect(fromPlace.items[0]).toMatchObject({
      title: 'Tibs',
      price: 320,
      companyName: 'Habesha Kitchen',
      companyNameAm: 'ሀበሻ ማዕድ ቤት',
    });

    expect((await alsoVisited(2, subject, 'limit=1')).items).toHaveLength(1);
  });

  it("never shows one person's history: a subject only one viewer shares is left out", async () => {
    const subject = await makeCompany(ctx.db, offset(here, 300, 0));
    const other = await makeCompany(ctx.db, offset(here, 300, 30));
    const user = await signedInUser(ctx.app, ctx.db);
    await view(0, subject, { headers: user.headers });
    await view(0, other, { headers: user.headers });
    expect((await alsoVisited(0, subject)).items).toEqual([]);
    // The same person again from a device while signed in is still one viewer (the user).
    await view(0, subject, {
      ...newDevice(),
      headers: { ...user.headers, 'x-device-id': 'web-also-signed-in' },
    });
    expect((await alsoVisited(0, subject)).items).toEqual([]);
    const second = newDevice();
    await view(0, subject, second);
    await view(0, other, second);
    expect(keys(await alsoVisited(0, subject))).toEqual([`company:${other}:2`]);
  });

  it('counts one address as one viewer a day, whatever device ids it invents', async () => {
    const subject = await makeCompany(ctx.db, offset(here, 500, 0));
    const pushed = await makeCompany(ctx.db, offset(here, 500, 30));
    const { remoteAddress } = newDevice();
    for (let i = 0; i < 20; i++) {
      const who = { remoteAddress, headers: { 'x-device-id': `web-invented-${i}-00000000` } };
      await view(0, subject, who);
      await view(0, pushed, who);
    }
    expect((await alsoVisited(0, subject)).items).toEqual([]);
    // A second address that viewed both makes two viewers.
    const other = newDevice();
    await view(0, subject, other);
    await view(0, pushed, other);
    expect(keys(await alsoVisited(0, subject))).toEqual([`company:${pushed}:2`]);
  });

  it('drops a subject that has been deleted, and answers 404 for an unknown one and 400 for a bad path', async () => {
    const subject = await makePlace(ctx.db, offset(here, 400, 0));
    const gone = await makePlace(ctx.db, offset(here, 400, 40));
    for (const who of [newDevice(), newDevice()]) {
      await view(3, subject, who);
      await view(3, gone, who);
    }
    expect(keys(await alsoVisited(3, subject))).toEqual([`place:${gone}:2`]);
    await ctx.db.query('DELETE FROM places WHERE id = $1', [gone]);
    expect((await alsoVisited(3, subject)).items).toEqual([]);

    const unknown = await ctx.app.inject('/api/v2/view/alsoVisited/3/987654321');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error).toBe('not_found');
    for (const url of [
      '/api/v2/view/alsoVisited/1/5',
      '/api/v2/view/alsoVisited/0/abc',
      `/api/v2/view/alsoVisited/3/${subject}?limit=0`,
      `/api/v2/view/alsoVisited/3/${subject}?limit=21`,
    ]) {
      const res = await ctx.app.inject(url);
      expect(res.statusCode, url).toBe(400);
      expect(res.json().error).toBe('bad_request');
    }
  });

  it('reads the views through the entity and viewer indexes', async () => {
    // Enough rows that a sequential scan is not the cheap way round.
    await ctx.db.query(
      `INSERT INTO views (kind, entity_id, device_id, created_at)
       SELECT 3, 1000000 + (g % 5000), 'bulk-' || (g % 3000), now() - make_interval(secs => g)
       FROM generate_series(1, 30000) g`,
    );
    await ctx.db.query('ANALYZE views');
    const plan = (await run<{ 'QUERY PLAN': string }>(ctx.db, sql`EXPLAIN ${alsoVisitedSql(3, 1000007, 10)}`))
      .map((r) => r['QUERY PLAN'])
      .join('\n');
    expect(plan).toContain('views_entity_created_idx');
    expect(plan).toContain('views_viewer_idx');
    expect(plan).not.toMatch(/Seq Scan on views/);
  });
});
