// The not-found state of the order pages.
import { ArrowLeft } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '../../components/ui/button';
import { MissingState } from '../../components/ui/missing-state';

/** SPEC.md: 'Order Not Found' with the error's message and a way back to the marketplace. */
export function OrderNotFound({ message }: { message?: string }) {
  return (
    <MissingState title="Order Not Found" message={message || 'Order not found'} tone="danger">
      <Link to="/marketplace" className={buttonClasses('primary', 'md')}>
        <ArrowLeft className="h-4 w-4" aria-hidden="true" />
        Browse Marketplace
      </Link>
    </MissingState>
  );
}
