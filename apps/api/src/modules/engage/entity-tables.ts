import type { EntityKind } from '@sefer/contract';

/** The table behind each entity kind of the engage and view calls (names are ours, never input). */
export const ENTITY_TABLE: Record<EntityKind, 'companies' | 'products' | 'places'> = {
  0: 'companies',
  2: 'products',
  3: 'places',
};

/** Weights of the trending score (docs/decisions/0007-trending-forward-decay.md). */
export const TREND_WEIGHT = { view: 1, like: 3 } as const;
