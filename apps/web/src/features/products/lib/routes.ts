/** The owner's product screens (spec §2): the list, Add, and Edit, whose product id travels in navigation state. */
export const PRODUCTS_PATH = '/profile/company/products';
export const ADD_PRODUCT_PATH = '/profile/company/products/add';
export const EDIT_PRODUCT_PATH = '/profile/company/products/edit';

/** The navigation state of the edit screen. */
export interface EditProductState {
  productId: number;
}

export const editProductState = (productId: number): EditProductState => ({ productId });

/** The product id in the edit screen's navigation state, or null (opened without it, e.g. typed in). */
export function productIdOf(state: unknown): number | null {
  const id = (state as Partial<EditProductState> | null)?.productId;
  return typeof id === 'number' && Number.isSafeInteger(id) && id > 0 ? id : null;
}
