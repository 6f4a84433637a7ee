// The cart feature offers other features the cart (useCart) and its query key.
export { CART_QUERY_KEY } from './cart-api';
export { useCart } from './cart-context';
