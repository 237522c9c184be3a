import { SEARCH_SETTINGS } from '@sefer/api/src/modules/search/search.repository.ts';
import type { Scenario } from './scenarios.ts';

/**
 * The settings a scenario's bare SQL runs with, as in the server: search sets its own per transaction
 * (per connection here, so the bare query is the one statement); the feeds run on the generic-plan pool
 * (`Database.genericPlans`, docs/decisions/0014-feed-spgist.md).
 */
export const connectionSettings = (s: Scenario): Record<string, string> =>
  s.search ? { ...SEARCH_SETTINGS } : { plan_cache_mode: 'force_generic_plan' };
