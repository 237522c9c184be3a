/**
 * A page of a list asked with one row more than it shows (`take = limit + 1`): the first `limit` rows as presented,
 * and whether another page follows.
 */
export function pageOf<R, T>(rows: readonly R[], page: number, limit: number, present: (row: R) => T) {
  return {
    items: rows.slice(0, limit).map((row) => present(row)),
    page,
    limit,
    hasMore: rows.length > limit,
  };
}
