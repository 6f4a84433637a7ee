import { formatCents } from '../../../common/money';
import { cn } from '../../components/ui/cn';

interface PriceTagProps {
  priceCents: number;
  originalPriceCents: number | null;
  className?: string;
}

/** The price, with the original struck through when the dataset is discounted. */
export function PriceTag({ priceCents, originalPriceCents, className }: PriceTagProps) {
  return (
    <p className={cn('flex flex-wrap items-baseline gap-2', className)}>
      <span className="text-2xl font-bold text-slate-900">{formatCents(priceCents)}</span>
      {originalPriceCents !== null && originalPriceCents > priceCents && (
        <s className="text-sm text-slate-500">
          <span className="sr-only">Was </span>
          {formatCents(originalPriceCents)}
        </s>
      )}
    </p>
  );
}
