// Cart constants without the schemas, so the web app's shell can use them without loading zod.
export const CART_STORAGE_KEY = 'cart_items';
