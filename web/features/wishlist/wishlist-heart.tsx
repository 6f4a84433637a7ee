// The heart toggle on dataset cards: saves or unsaves a dataset; a guest is asked to sign in instead.
import { Heart } from 'lucide-react';
import { useState } from 'react';
import { cn } from '../../components/ui/cn';
import { useAuth, useAuthModal } from '../auth';
import { useWishlist } from './use-wishlist';

interface WishlistHeartProps {
  datasetId: string;
  title: string;
  className?: string;
}

export function WishlistHeart({ datasetId, title, className }: WishlistHeartProps) {
  const { user } = useAuth();
  const { open } = useAuthModal();
  const wishlist = useWishlist();
  const [busy, setBusy] = useState(false);
  const saved = wishlist.has(datasetId);

  const toggle = async () => {
    if (!user) return open('signin');
    setBusy(true);
    try {
      await (saved ? wishlist.remove(datasetId) : wishlist.add(datasetId));
    } finally {
      setBusy(false);
    }
  };

  return (
    <button
      type="button"
      aria-pressed={saved}
      aria-label={saved ? `Remove ${title} from wishlist` : `Add ${title} to wishlist`}
      disabled={busy}
      onClick={() => void toggle()}
      className={cn(
        'inline-flex h-9 w-9 items-center justify-center rounded-full transition-colors hover:bg-red-50',
        'focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-primary-500 disabled:opacity-60',
        saved ? 'text-red-500' : 'text-slate-400 hover:text-red-500',
        className,
      )}
    >
      <Heart className={cn('h-5 w-5', saved && 'fill-current')} aria-hidden="true" />
    </button>
  );
}
