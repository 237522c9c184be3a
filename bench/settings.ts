import { SEARCH_SETTINGS } from '@sefer/api/src/modules/search/search.repository.ts';
import type { Scenario } from './scenarios.ts';

/**
 * The settings a scenario's connections open with, as in the server: search runs on connections opened
 * with its settings (`Database.withSettings`), the feeds on the generic-plan pool (`Database.genericPlans`,
 * docs/decisions/0014-feed-spgist.md).
 */
export const connectionSettings = (s: Scenario): Record<string, string> =>
  s.search ? { ...SEARCH_SETTINGS } : { plan_cache_mode: 'force_generic_plan' };
