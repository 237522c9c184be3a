import type { EntityKind, FeedItemType } from '@sefer/contract';
import type { FastifyInstance } from 'fastify';
import { runWhileUp } from '../../jobs.ts';
import { addisDay } from '../views/view-address.ts';
import { type Appearances, createAppearances } from './stat-appearances.ts';
import { createStatsRepository, type StatAction, type StatPerson } from './stats.repository.ts';
import { statsRoutes } from './stats.routes.ts';
import { createStatsService } from './stats.service.ts';
import { createStatsPurge, type StatsPurge } from './stats-purge.ts';

export type StatsRecorder = {
  /** The clock days are taken from (Addis Ababa); tests move it. */
  clock: { now: () => Date };
  /** A per-person event on a company or product, once a day; places and the owner's own are not counted. */
  record(
    kind: EntityKind,
    id: number,
    action: StatAction,
    person: StatPerson,
    rating?: number,
  ): Promise<boolean>;
  /** The cards of a results or feed page (not awaited: written every few seconds). */
  shown(source: 'search' | 'feed', items: readonly { type: FeedItemType; id: number }[], key?: string): void;
  appearances: Appearances;
  /** The daily job deleting per-person events older than six months. */
  purge: StatsPurge;
};

declare module 'fastify' {
  interface FastifyInstance {
    /** Insights for business owners (issue 31): recording, and the jobs tests run at will. */
    stats: StatsRecorder;
  }
}

/**
 * Insights (issue 31, docs/owners.md "Insights"): the recorder the view, like, review, search and feed routes
 * call, the appearances written from memory every few seconds, the daily purge, and the owner's stats call.
 */
export async function registerStats(app: FastifyInstance): Promise<void> {
  const repo = createStatsRepository(app.db);
  const clock = { now: () => new Date() };
  const appearances = createAppearances(repo, app.log);
  const purge = createStatsPurge({ repo, now: () => clock.now(), log: app.log });
  const stats: StatsRecorder = {
    clock,
    async record(kind, id, action, person, rating) {
      if (kind === 3) return false;
      try {
        return await repo.record({ kind, id, action, person, day: addisDay(clock.now()), rating });
      } catch (error) {
        // Insights never fail the visitor's request.
        app.log.warn({ kind, id, action }, `Stats event not recorded: ${(error as Error).message}`);
        return false;
      }
    },
    shown(source, items, key) {
      appearances.record(source, addisDay(clock.now()), items, key);
    },
    appearances,
    purge,
  };
  app.decorate('stats', stats);
  runWhileUp(app, appearances, purge);
  await app.register(statsRoutes, { service: createStatsService(repo, () => clock.now()) });
}
