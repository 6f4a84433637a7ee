import { ArrowLeft } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '../../components/ui/button';
import { MissingState } from '../../components/ui/missing-state';

export function DatasetNotFound() {
  return (
    <MissingState title="Dataset Not Found" message="The dataset you're looking for doesn't exist or is no longer available.">
      <Link to="/marketplace" className={buttonClasses('primary', 'md')}>
        <ArrowLeft className="h-4 w-4" aria-hidden="true" />
        Back to Marketplace
      </Link>
    </MissingState>
  );
}
