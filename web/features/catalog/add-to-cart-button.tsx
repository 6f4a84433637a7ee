import { ShoppingCart } from 'lucide-react';
import type { DatasetCard } from '../../../common/catalog';
import { Button, type ButtonProps } from '../../components/ui/button';
import { useCart } from '../cart/cart-context';

interface AddToCartButtonProps extends Pick<ButtonProps, 'className' | 'size'> {
  dataset: Pick<DatasetCard, 'id' | 'title' | 'slug' | 'description' | 'priceCents' | 'provider'>;
}

export function AddToCartButton({ dataset, className, size }: AddToCartButtonProps) {
  const { add } = useCart();
  const addDataset = () =>
    void add({
      id: dataset.id,
      title: dataset.title,
      slug: dataset.slug,
      description: dataset.description,
      priceCents: dataset.priceCents,
      providerName: dataset.provider.name,
    });
  return (
    <Button onClick={addDataset} className={className} size={size}>
      <ShoppingCart className="h-4 w-4" aria-hidden="true" />
      Add to Cart
    </Button>
  );
}
