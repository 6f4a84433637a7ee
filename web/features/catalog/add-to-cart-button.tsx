// The dataset's buy button, in the state the buyer is in: Add to Cart; In Cart (opens the cart) once added; Download
// (the download center) when the signed-in buyer already owns it with a live download.
import { Check, Download, ShoppingCart } from 'lucide-react';
import { Link } from 'react-router';
import type { DatasetCard } from '../../../common/catalog';
import { Button, buttonClasses, type ButtonProps } from '../../components/ui/button';
import { useCart } from '../cart';
import { ownedDownloadPath, useOwnedDatasets } from '../downloads';

interface AddToCartButtonProps extends Pick<ButtonProps, 'className' | 'size'> {
  dataset: Pick<DatasetCard, 'id' | 'title' | 'slug' | 'description' | 'priceCents' | 'provider'>;
}

export function AddToCartButton({ dataset, className, size }: AddToCartButtonProps) {
  const { add, has, drawer } = useCart();
  const owned = useOwnedDatasets();

  if (owned.has(dataset.id)) {
    return (
      <Link to={ownedDownloadPath(dataset.title)} className={buttonClasses('primary', size, className)}>
        <Download className="h-4 w-4" aria-hidden="true" />
        Download
      </Link>
    );
  }
  if (has(dataset.id)) {
    return (
      <Button variant="secondary" onClick={() => drawer.setOpen(true)} className={className} size={size}>
        <Check className="h-4 w-4" aria-hidden="true" />
        In Cart
      </Button>
    );
  }
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
