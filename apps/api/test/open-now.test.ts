import {
  addisClock,
  type CompanyDetail,
  type FeedPage,
  formatClock,
  type OpeningHours,
  openStatus,
  type SearchResult,
  WEEKDAYS,
} from '@sefer/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFeedRepository, type FeedArgs } from '../src/modules/feed/feed.repository.ts';
import { createSearchRepository } from '../src/modules/search/search.repository.ts';
import { signedInUser } from './engage-helpers.ts';
import { makeCompany, makePlace, makeProduct, offset } from './factories.ts';
import { buildTestApp, targets } from './helper.ts';

const here = { lat: 9.0301, lng: 38.7612 };
const closedWeek: OpeningHours = { mon: [], tue: [], wed: [], thu: [], fri: [], sat: [], sun: [] };
const daily = (open: string, close: string): OpeningHours =>
  Object.fromEntries(WEEKDAYS.map((d) => [d, [{ open, close }]])) as OpeningHours;
/** `HH:MM` this many minutes from the current Addis minute (wrapping round the day). */
const fromNow = (minutes: number) => formatClock((addisClock(new Date()).minute + minutes + 2880) % 1440);
/** Minute of the week from Monday 00:00 of a weekday and clock time. */
const weekMinute = (day: (typeof WEEKDAYS)[number], clock: string) =>
  WEEKDAYS.indexOf(day) * 1440 + Number(clock.slice(0, 2)) * 60 + Number(clock.slice(3));

// Every day from two hours ago to two hours on: open now, and past midnight when now is near it.
const openHours = daily(fromNow(-120), fromNow(120));
// Every day from three to five hours on: closed now.
const closedHours = daily(fromNow(180), fromNow(300));
// A night club: Friday to Sunday 20:00–03:00, into Saturday, Sunday and Monday mornings.
const clubHours: OpeningHours = {
  ...closedWeek,
  fri: [{ open: '20:00', close: '03:00' }],
  sat: [{ open: '20:00', close: '03:00' }],
  sun: [{ open: '20:00', close: '03:00' }],
};
// Mondays to Saturdays 08:00–18:00.
const officeHours: OpeningHours = { ...daily('08:00', '18:00'), sun: [] };

describe.each(targets)('"Open now" on %s', (target) => {
  let ctx: Awaited<ReturnType<typeof buildTestApp>>;
  const ids: Record<string, number> = {};
  const get = async <T>(url: string, headers: Record<string, string> = {}) => {
    const res = await ctx.app.inject({ method: 'GET', url, headers });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as T;
  };
  const at = `lat=${here.lat}&lng=${here.lng}`;
  const names = (page: FeedPage) => page.items.map((i) => i.name).sort();
  /** Whether the club is open at a request made between `before` and now; null if the minute turned meanwhile. */
  const clubOpenDuring = (before: Date) => {
    const [a, b] = [openStatus(clubHours, before)?.open, openStatus(clubHours, new Date())?.open];
    return a === b ? (a as boolean) : null;
  };
  /** The names `load` answers with, and the club's status then (asked again if the minute turned meanwhile). */
  const withClub = async (load: () => Promise<string[]>) => {
    for (;;) {
      const before = new Date();
      const result = await load();
      const clubOpen = clubOpenDuring(before);
      if (clubOpen !== null) return { result, clubOpen };
    }
  };
  const expected = (clubOpen: boolean, ...more: string[]) =>
    ['Bunna Open', 'Bunna Open Cake', ...(clubOpen ? ['Bunna Club'] : []), ...more].sort();

  beforeAll(async () => {
    ctx = await buildTestApp(target);
    const db = ctx.db;
    ids.open = await makeCompany(db, {
      ...offset(here, 100, 0),
      name: 'Bunna Open',
      tags: ['bunna'],
      hours: openHours,
    });
    ids.closed = await makeCompany(db, {
      ...offset(here, 200, 0),
      name: 'Bunna Closed',
      tags: ['bunna'],
      hours: closedHours,
    });
    ids.club = await makeCompany(db, {
      ...offset(here, 300, 0),
      name: 'Bunna Club',
      tags: ['bunna'],
      hours: clubHours,
    });
    ids.none = await makeCompany(db, { ...offset(here, 400, 0), name: 'Bunna Nohours', tags: ['bunna'] });
    ids.shut = await makeCompany(db, {
      ...offset(here, 500, 0),
      name: 'Bunna Shut',
      tags: ['bunna'],
      hours: closedWeek,
    });
    ids.openCake = await makeProduct(db, { companyId: ids.open, name: 'Bunna Open Cake', tags: ['bunna'] });
    ids.closedCake = await makeProduct(db, {
      companyId: ids.closed,
      name: 'Bunna Closed Cake',
      tags: ['bunna'],
    });
    ids.place = await makePlace(db, { ...offset(here, 150, 0), name: 'Bunna Place', tags: ['bunna'] });
  });
  afterAll(async () => {
    await ctx?.close();
  });

  it('keeps the week of open minutes in the feed rows, for products too, and follows changes of hours', async () => {
    const rows = await ctx.db.query<{ kind: number; id: number; week: string | null; hours: unknown }>(
      'SELECT kind, id, open_week::text AS week, hours FROM feed_entries WHERE kind IN (0, 2) ORDER BY kind, id',
    );
    const row = (kind: number, id: number | undefined) =>
      rows.find((r) => r.kind === kind && Number(r.id) === id);
    expect(row(0, ids.club)?.week).toBe('{[0,180),[6960,7380),[8400,8820),[9840,10080)}');
    expect(row(0, ids.club)?.hours).toEqual(clubHours);
    expect(row(0, ids.none)).toMatchObject({ week: null, hours: null });
    expect(row(0, ids.shut)?.week).toBe('{}');
    expect(row(2, ids.openCake)?.week).toBe(row(0, ids.open)?.week);
    expect(row(2, ids.openCake)?.hours).toBeNull();

    const temp = await makeCompany(ctx.db, { ...offset(here, 5000, 0), name: 'Temp', hours: null });
    const cake = await makeProduct(ctx.db, { companyId: temp, name: 'Temp Cake' });
    await ctx.db.query(`UPDATE companies SET hours = $2::jsonb, open_week = '{[480,1080)}' WHERE id = $1`, [
      temp,
      JSON.stringify({ ...closedWeek, mon: [{ open: '08:00', close: '18:00' }] }),
    ]);
    const after = await ctx.db.query<{ kind: number; week: string | null }>(
      'SELECT kind, open_week::text AS week FROM feed_entries WHERE (kind = 0 AND id = $1) OR (kind = 2 AND id = $2)',
      [temp, cake],
    );
    expect(after.map((r) => r.week)).toEqual(['{[480,1080)}', '{[480,1080)}']);
  });

  it('matches openStatus of the contract at many minutes, across midnight and Sunday night', async () => {
    const minutes = [
      weekMinute('mon', '00:00'),
      weekMinute('mon', '02:59'),
      weekMinute('mon', '03:00'),
      weekMinute('mon', '08:00'),
      weekMinute('thu', '23:59'),
      weekMinute('fri', '19:59'),
      weekMinute('fri', '20:00'),
      weekMinute('sat', '01:00'),
      weekMinute('sat', '03:00'),
      weekMinute('sun', '12:00'),
      weekMinute('sun', '23:59'),
    ];
    for (const minute of minutes) {
      const [row] = await ctx.db.query<{ club: boolean; office: boolean }>(
        `SELECT $1::int4multirange @> $3::int4 AS club, $2::int4multirange @> $3::int4 AS office`,
        [
          '{[0,180),[6960,7380),[8400,8820),[9840,10080)}',
          '{[480,1080),[1920,2520),[3360,3960),[4800,5400),[6240,6840),[7680,8280)}',
          minute,
        ],
      );
      // 2026-01-05 00:00 Addis time is a Monday.
      const instant = new Date(Date.parse('2026-01-05T00:00:00+03:00') + minute * 60_000);
      expect(row?.club, `club at ${minute}`).toBe(openStatus(clubHours, instant)?.open);
      expect(row?.office, `office at ${minute}`).toBe(openStatus(officeHours, instant)?.open);
    }
  });

  it('narrows every feed at a given minute: open across midnight in, closed out, places out', async () => {
    const repo = createFeedRepository(ctx.db);
    const args = (openAt: number | null): FeedArgs => ({
      ...here,
      r: 3000,
      offset: 0,
      take: 50,
      types: ['company', 'product', 'place'],
      userId: null,
      openAt,
    });
    const user = await signedInUser(ctx.app, ctx.db);
    const saturdayNight = weekMinute('sat', '01:00');
    const feeds = [
      (a: FeedArgs) => repo.aroundYou(a),
      (a: FeedArgs) => repo.ranked('new', a),
      (a: FeedArgs) => repo.ranked('trending', a),
      (a: FeedArgs) => repo.ranked('popular', a),
      (a: FeedArgs) => repo.forYou({ ...a, userId: user.id }),
    ];
    for (const load of feeds) {
      const open = (await load(args(saturdayNight))).map((r) => r.name);
      expect(open).toContain('Bunna Club');
      expect(open).not.toContain('Bunna Place');
      expect(open).not.toContain('Bunna Nohours');
      expect(open).not.toContain('Bunna Shut');
      const monday = (await load(args(weekMinute('mon', '10:00')))).map((r) => r.name);
      expect(monday).not.toContain('Bunna Club');
      expect((await load(args(null))).map((r) => r.name)).toEqual(
        expect.arrayContaining(['Bunna Club', 'Bunna Place', 'Bunna Nohours', 'Bunna Shut']),
      );
    }
  });

  it('answers ?open=1 on the home feeds with the companies and products open now', async () => {
    const user = await signedInUser(ctx.app, ctx.db);
    for (const feed of ['aroundYou', 'new', 'trending', 'popular', 'forYou']) {
      for (const flag of ['1', 'true']) {
        const { result, clubOpen } = await withClub(async () =>
          names(await get<FeedPage>(`/api/v2/home/${feed}?${at}&r=3000&open=${flag}`, user.headers)),
        );
        expect(result, feed).toEqual(expected(clubOpen));
      }
      const all = names(await get<FeedPage>(`/api/v2/home/${feed}?${at}&r=3000&open=0`, user.headers));
      expect(all).toEqual(expect.arrayContaining(['Bunna Closed', 'Bunna Place', 'Bunna Nohours']));
    }
    const places = await get<FeedPage>(`/api/v2/home/aroundYou?${at}&types=place&open=1`);
    expect(places.items).toEqual([]);
    const companies = await withClub(async () =>
      names(await get<FeedPage>(`/api/v2/home/new?${at}&r=3000&types=company&open=1`)),
    );
    expect(companies.result).toEqual(['Bunna Open', ...(companies.clubOpen ? ['Bunna Club'] : [])].sort());
    const bad = await ctx.app.inject({ method: 'GET', url: `/api/v2/home/aroundYou?${at}&open=yes` });
    expect(bad.statusCode).toBe(400);
  });

  it('narrows search all and the search feed, by text and by tag', async () => {
    for (const key of ['bunna', '%23bunna']) {
      const all = await withClub(async () =>
        (await get<SearchResult[]>(`/api/v2/search/all?key=${key}&${at}&open=1`)).map((r) => r.title).sort(),
      );
      expect(all.result, key).toEqual(expected(all.clubOpen));
      const feed = await withClub(async () =>
        names(await get<FeedPage>(`/api/v2/search/feed?key=${key}&${at}&open=true`)),
      );
      expect(feed.result, key).toEqual(expected(feed.clubOpen));
      const unfiltered = (await get<SearchResult[]>(`/api/v2/search/all?key=${key}&${at}`)).map(
        (r) => r.title,
      );
      expect(unfiltered).toEqual(expect.arrayContaining(['Bunna Closed', 'Bunna Place', 'Bunna Nohours']));
    }
    expect(await get(`/api/v2/search/all?key=bunna&${at}&type=places&open=1`)).toEqual([]);
    const byDistance = await withClub(async () =>
      (
        await get<SearchResult[]>(`/api/v2/search/all?key=bunna&${at}&type=companies&sortBy=Distance&open=1`)
      ).map((r) => r.title),
    );
    expect(byDistance.result).toEqual(['Bunna Open', ...(byDistance.clubOpen ? ['Bunna Club'] : [])]);
  });

  it('reads the search postings at a given minute, past closed rows to the nearest open one', async () => {
    const there = offset(here, 0, 20_000);
    await makeCompany(ctx.db, {
      ...offset(there, 50, 0),
      name: 'Shai Office',
      tags: ['shai'],
      hours: officeHours,
    });
    for (let i = 1; i <= 5; i++) {
      await makeCompany(ctx.db, {
        ...offset(there, 100 * i, 0),
        name: `Shai Shut ${i}`,
        tags: ['shai'],
        hours: closedWeek,
      });
    }
    await makeCompany(ctx.db, {
      ...offset(there, 900, 0),
      name: 'Shai Club',
      tags: ['shai'],
      hours: clubHours,
    });
    await makePlace(ctx.db, { ...offset(there, 10, 0), name: 'Shai Place', tags: ['shai'] });
    const repo = createSearchRepository(ctx.db);
    const nearestOpen = async (mode: 'tag' | 'text', openAt: number) =>
      (
        await repo.search({
          mode:
            mode === 'tag'
              ? { kind: 'tag', tag: 'shai', ethiopic: false }
              : { kind: 'text', key: 'shai', ethiopic: false },
          ...there,
          r: 3000,
          types: ['company', 'product', 'place'],
          order: 'Distance',
          offset: 0,
          take: 1,
          columns: 'result',
          openAt,
        })
      ).map((r) => r.title);
    for (const mode of ['tag', 'text'] as const) {
      expect(await nearestOpen(mode, weekMinute('sat', '01:00')), mode).toEqual(['Shai Club']);
      expect(await nearestOpen(mode, weekMinute('mon', '00:30')), mode).toEqual(['Shai Club']);
      expect(await nearestOpen(mode, weekMinute('mon', '10:00')), mode).toEqual(['Shai Office']);
      expect(await nearestOpen(mode, weekMinute('wed', '03:00')), mode).toEqual([]);
    }
  });

  it('puts the hours on company cards, search results and the company page', async () => {
    const page = await get<FeedPage>(`/api/v2/home/aroundYou?${at}&r=3000`);
    const card = (name: string) => page.items.find((i) => i.name === name);
    expect(card('Bunna Club')?.hours).toEqual(clubHours);
    expect(card('Bunna Nohours')?.hours).toBeNull();
    expect(card('Bunna Open Cake')?.hours).toBeNull();
    expect(card('Bunna Place')?.hours).toBeNull();
    const results = await get<SearchResult[]>(`/api/v2/search/all?key=bunna&${at}`);
    expect(results.find((r) => r.title === 'Bunna Club')?.hours).toEqual(clubHours);
    expect(results.find((r) => r.title === 'Bunna Place')?.hours).toBeNull();
    const feed = await get<FeedPage>(`/api/v2/search/feed?key=bunna&${at}`);
    expect(feed.items.find((i) => i.name === 'Bunna Club')?.hours).toEqual(clubHours);
    expect((await get<CompanyDetail>(`/api/v2/company/${ids.club}`)).hours).toEqual(clubHours);
    expect((await get<CompanyDetail>(`/api/v2/company/${ids.shut}`)).hours).toEqual(closedWeek);
    expect((await get<CompanyDetail>(`/api/v2/company/${ids.none}`)).hours).toBeNull();
  });
});
