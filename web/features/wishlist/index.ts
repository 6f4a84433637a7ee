// The wishlist feature offers other features the heart button that saves a dataset to the wishlist.
export { WishlistHeart } from './wishlist-heart';
