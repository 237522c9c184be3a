import type { EntityKind } from '@sefer/contract';
import { companies, places, products } from './schema.ts';

/** The table behind each entity kind (ENTITY_KIND of the contract: 0 company, 2 product, 3 place). */
export const KIND_TABLE = { 0: companies, 2: products, 3: places } as const satisfies Record<
  EntityKind,
  unknown
>;
