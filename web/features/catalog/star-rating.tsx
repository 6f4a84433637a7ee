import { Star } from 'lucide-react';
import { cn } from '../../components/ui/cn';

interface StarRatingProps {
  rating: number;
  className?: string;
}

/** Five stars filled up to the rounded rating, announced as 'Rated 4.5 out of 5'. */
export function StarRating({ rating, className }: StarRatingProps) {
  const filled = Math.round(rating);
  return (
    <span role="img" aria-label={`Rated ${rating.toFixed(1)} out of 5`} className={cn('inline-flex gap-0.5', className)}>
      {[1, 2, 3, 4, 5].map((star) => (
        <Star
          key={star}
          aria-hidden="true"
          className={cn('h-4 w-4', star <= filled ? 'fill-amber-400 text-amber-400' : 'fill-slate-200 text-slate-200')}
        />
      ))}
    </span>
  );
}
