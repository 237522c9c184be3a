import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-client.ts';
import {
  checkProduct,
  EMPTY_PRODUCT,
  editBody,
  type ProductValues,
  serverProductErrors,
} from './product-form.ts';

const values = (change: Partial<ProductValues> = {}): ProductValues => ({
  ...EMPTY_PRODUCT,
  name: 'Macchiato',
  ...change,
});

describe('checkProduct', () => {
  it('gives the fields as the contract does: trimmed, blanks as none, the price in birr', () => {
    expect(
      checkProduct(
        values({ name: '  Macchiato ', nameAm: ' ', price: '1,250.50', tags: ['coffee', 'coffee'] }),
        1,
      ),
    ).toEqual({
      ok: true,
      fields: {
        name: 'Macchiato',
        nameAm: null,
        description: null,
        descriptionAm: null,
        price: 1250.5,
        tags: ['coffee'],
      },
    });
    expect(
      checkProduct(values({ nameAm: 'ማኪያቶ', descriptionAm: ' በሞቀ ወተትና አረፋ። ', price: '' })),
    ).toMatchObject({
      ok: true,
      fields: { nameAm: 'ማኪያቶ', descriptionAm: 'በሞቀ ወተትና አረፋ።', price: null },
    });
  });

  it('says “Please provide a name” (spec §5 invalid_name) under 3 characters, blank included', () => {
    for (const name of ['', '  ', 'ab', ' ab ']) {
      expect(checkProduct(values({ name }), 1)).toEqual({
        ok: false,
        errors: { name: 'errors.invalid_name' },
      });
    }
    expect(checkProduct(values({ name: 'abc' }), 1).ok).toBe(true);
  });

  it('says a name is too long past 120 characters', () => {
    expect(checkProduct(values({ name: 'a'.repeat(121) }))).toEqual({
      ok: false,
      errors: { name: 'products.errors.nameTooLong' },
    });
  });

  it('asks a new product for a picture, and only a new one', () => {
    expect(checkProduct(values(), 0)).toEqual({
      ok: false,
      errors: { pictures: 'products.errors.pictures' },
    });
    expect(checkProduct(values()).ok).toBe(true);
  });

  it('marks every field with a problem at once', () => {
    const result = checkProduct(
      values({
        name: 'ab',
        nameAm: 'ሀ'.repeat(121),
        description: 'x'.repeat(2001),
        descriptionAm: 'ሀ'.repeat(2001),
        price: '12.345',
        tags: Array.from({ length: 11 }, (_, i) => `tag${i}`),
      }),
      0,
    );
    expect(result).toEqual({
      ok: false,
      errors: {
        pictures: 'products.errors.pictures',
        price: 'products.errors.price',
        name: 'errors.invalid_name',
        nameAm: 'products.errors.nameAm',
        description: 'products.errors.description',
        descriptionAm: 'products.errors.descriptionAm',
        tags: 'products.errors.tags',
      },
    });
  });

  it('refuses a price over 10,000,000 birr', () => {
    expect(checkProduct(values({ price: '10000000.5' }))).toEqual({
      ok: false,
      errors: { price: 'products.errors.price' },
    });
  });
});

describe('editBody', () => {
  it('sends every field for the product and its company', () => {
    const checked = checkProduct(values({ price: '45' }));
    if (!checked.ok) throw new Error('expected valid values');
    expect(editBody(7, 3, checked.fields)).toEqual({
      id: 7,
      companyId: 3,
      name: 'Macchiato',
      nameAm: null,
      description: null,
      descriptionAm: null,
      price: 45,
      tags: [],
    });
  });
});

describe('serverProductErrors', () => {
  it('puts the fields the server marked under the form’s fields', () => {
    const error = new ApiError('invalid_name', 'Bad', 400, {
      fields: { name: 'invalid_name', price: 'bad_request', companyId: 'bad_request' },
    });
    expect(serverProductErrors(error)).toEqual({
      name: 'errors.invalid_name',
      price: 'products.errors.price',
    });
    expect(serverProductErrors(new Error('boom'))).toEqual({});
  });
});
