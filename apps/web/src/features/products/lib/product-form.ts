import { PRODUCT_NAME_MAX_LENGTH } from '@sefer/contract/constants';
import type { ProductDetail } from '@sefer/contract/detail';
import { type ProductEditBody, productFieldsSchema } from '@sefer/contract/product';
import type { z } from 'zod';
import { ApiError } from '../../../lib/api-client.ts';
import type { FieldErrors } from '../../../lib/field-errors.ts';
import { parsePrice, priceText } from './price.ts';

/** The product form's fields as typed (spec §3 product); the price as text, parsed on Save. */
export interface ProductValues {
  name: string;
  nameAm: string;
  description: string;
  descriptionAm: string;
  price: string;
  tags: string[];
}

export const EMPTY_PRODUCT: ProductValues = {
  name: '',
  nameAm: '',
  description: '',
  descriptionAm: '',
  price: '',
  tags: [],
};

/** The form prefilled from the product. */
export const productValues = (product: ProductDetail): ProductValues => ({
  name: product.name,
  nameAm: product.nameAm ?? '',
  description: product.description ?? '',
  descriptionAm: product.descriptionAm ?? '',
  price: priceText(product.price),
  tags: [...product.tags],
});

/** The fields as the contract gives them back: trimmed, blanks as none, the price in birr or none. */
export type ProductFieldsOutput = z.output<typeof productFieldsSchema>;

const FIELD_MESSAGES: Readonly<Record<string, string>> = {
  // Spec §5: a name under 3 characters is `invalid_name`, 'Please provide a name'.
  name: 'errors.invalid_name',
  nameAm: 'products.errors.nameAm',
  description: 'products.errors.description',
  descriptionAm: 'products.errors.descriptionAm',
  price: 'products.errors.price',
  tags: 'products.errors.tags',
  pictures: 'products.errors.pictures',
};

/** The message key of a field's problem. */
const messageOf = (field: string, tooLong = false): string | undefined =>
  field === 'name' && tooLong ? 'products.errors.nameTooLong' : FIELD_MESSAGES[field];

/**
 * Checks the form in the browser with the contract's schema (the server checks the same). `pictures`: how
 * many pictures a new product has (spec §5: at least one); leave it out when editing.
 */
export function checkProduct(
  values: ProductValues,
  pictures?: number,
): { ok: true; fields: ProductFieldsOutput } | { ok: false; errors: FieldErrors } {
  const errors: FieldErrors = {};
  if (pictures === 0) errors.pictures = FIELD_MESSAGES.pictures as string;
  const price = parsePrice(values.price);
  const parsed = productFieldsSchema.safeParse({
    name: values.name,
    nameAm: values.nameAm,
    description: values.description,
    descriptionAm: values.descriptionAm,
    price: price.ok ? price.price : null,
    tags: values.tags,
  });
  if (!price.ok) errors.price = FIELD_MESSAGES.price as string;
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = String(issue.path[0] ?? '');
      const message = messageOf(
        field,
        field === 'name' && values.name.trim().length > PRODUCT_NAME_MAX_LENGTH,
      );
      if (message && !(field in errors)) errors[field] = message;
    }
  }
  if (Object.keys(errors).length > 0 || !parsed.success) return { ok: false, errors };
  return { ok: true, fields: parsed.data };
}

/** The edit call's body: the product's fields as checked, for the product `id` of `companyId`. */
export const editBody = (id: number, companyId: number, fields: ProductFieldsOutput): ProductEditBody => ({
  id,
  companyId,
  ...fields,
});

/**
 * The form's fields the server marked in a failed save, with their messages (spec §5 for the name). A refused
 * picture is not among them: its reason is the save's message.
 */
export function serverProductErrors(error: unknown): FieldErrors {
  if (!(error instanceof ApiError)) return {};
  const errors: FieldErrors = {};
  for (const field of Object.keys(error.fields ?? {})) {
    const message = field === 'pictures' ? undefined : messageOf(field);
    if (message) errors[field] = message;
  }
  return errors;
}
