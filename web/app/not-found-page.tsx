import { ArrowLeft, House } from 'lucide-react';
import { Link } from 'react-router';
import { Button, buttonClasses } from '../components/ui/button';
import { MissingState } from '../components/ui/missing-state';
import { useGoBack } from './use-go-back';

export function NotFoundPage() {
  const goBack = useGoBack();
  return (
    <MissingState title="Page Not Found" eyebrow="404 error" message="The page you're looking for doesn't exist or has been moved.">
      <Link to="/" className={buttonClasses('primary')}>
        <House className="h-4 w-4" aria-hidden="true" />
        Go Home
      </Link>
      <Button variant="outline" onClick={goBack}>
        <ArrowLeft className="h-4 w-4" aria-hidden="true" />
        Go Back
      </Button>
    </MissingState>
  );
}
