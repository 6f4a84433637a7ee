// /wishlist: the signed-in user's saved datasets, newest first.
import { Heart, ShoppingCart } from 'lucide-react';
import { Link } from 'react-router';
import type { WishlistItem } from '../../../common/cart';
import { formatCents } from '../../../common/money';
import { usePageTitle } from '../../app/use-page-title';
import { Button, buttonClasses } from '../../components/ui/button';
import { Skeleton } from '../../components/ui/skeleton';
import { useCart } from '../cart';
import { useWishlist } from './use-wishlist';
import { WishlistHeart } from './wishlist-heart';

const SKELETON_COUNT = 6;

export function WishlistPage() {
  usePageTitle('My Wishlist');
  const { items, isLoading } = useWishlist();

  return (
    <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 lg:px-8">
      <h1 className="text-3xl font-bold text-slate-900">My Wishlist</h1>
      <p className="mt-2 text-slate-600">Datasets you saved for later.</p>
      <div className="mt-8">
        {isLoading ? (
          <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3" aria-busy="true">
            {Array.from({ length: SKELETON_COUNT }, (_, i) => <Skeleton key={i} className="h-56 rounded-xl" />)}
          </div>
        ) : items.length === 0 ? (
          <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed border-slate-300 px-6 py-16 text-center">
            <Heart className="h-12 w-12 text-slate-300" aria-hidden="true" />
            <p className="text-lg font-medium text-slate-900">Your wishlist is empty</p>
            <p className="text-slate-600">Save datasets you are interested in and find them here.</p>
            <Link to="/marketplace" className={buttonClasses('primary')}>Browse Datasets</Link>
          </div>
        ) : (
          <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {items.map((item) => <WishlistCard key={item.datasetId} item={item} />)}
          </ul>
        )}
      </div>
    </div>
  );
}

function WishlistCard({ item: { dataset } }: { item: WishlistItem }) {
  const { add } = useCart();
  return (
    <li className="flex flex-col rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
      <div className="flex items-start justify-between gap-2">
        <span className="rounded-full bg-primary-50 px-2.5 py-0.5 text-xs font-medium text-primary-700">{dataset.category.name}</span>
        <WishlistHeart datasetId={dataset.id} title={dataset.title} className="-mt-1 -mr-1" />
      </div>
      <Link to={`/dataset/${dataset.slug}`} className="mt-3 text-lg font-semibold text-slate-900 hover:text-primary-700">
        {dataset.title}
      </Link>
      <p className="text-sm text-slate-500">{dataset.provider.name}</p>
      <p className="mt-2 line-clamp-2 flex-1 text-sm text-slate-600">{dataset.description}</p>
      <div className="mt-4 flex items-center justify-between gap-3">
        <span className="text-xl font-bold text-slate-900">{formatCents(dataset.priceCents)}</span>
        <Button size="sm" onClick={() => void add({
          id: dataset.id, title: dataset.title, slug: dataset.slug, description: dataset.description,
          priceCents: dataset.priceCents, providerName: dataset.provider.name,
        })}>
          <ShoppingCart className="h-4 w-4" aria-hidden="true" />
          Add to Cart
        </Button>
      </div>
    </li>
  );
}
