/**
 * What a view and a like add to an item's `trend`, the forward-decayed engagement that `sefer_bump_trend` keeps
 * (migration 0006, docs/decisions/0007-trending-forward-decay.md).
 */
export const TREND_WEIGHT = { view: 1, like: 3 } as const;
