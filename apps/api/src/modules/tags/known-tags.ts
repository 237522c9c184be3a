import type { Queryable } from '../../db/client.ts';
import { badRequest } from '../../errors.ts';
import { unknownTags } from './tag.repository.ts';

/** Refuses tag names that are not on the list (`invalid_tags`); the names are not echoed back. */
export async function requireKnownTags(q: Queryable, names: readonly string[] | undefined): Promise<void> {
  if (!names || names.length === 0) return;
  const unknown = await unknownTags(q, names);
  if (unknown.length > 0) {
    throw badRequest(`${unknown.length} of the tags are not on the list`, {
      fields: { tags: 'invalid_tags' },
    });
  }
}
