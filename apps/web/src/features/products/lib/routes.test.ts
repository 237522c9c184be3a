import { describe, expect, it } from 'vitest';
import { editProductState, productIdOf } from './routes.ts';

describe('productIdOf', () => {
  it('reads the product id the list put in the navigation state', () => {
    expect(productIdOf(editProductState(42))).toBe(42);
  });

  it('has none when the screen was opened without it (typed in, or a state of another shape)', () => {
    for (const state of [
      null,
      undefined,
      {},
      { productId: '42' },
      { productId: 0 },
      { productId: 1.5 },
      'x',
    ]) {
      expect(productIdOf(state)).toBeNull();
    }
  });
});
