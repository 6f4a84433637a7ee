import { ArrowLeft, ShieldExclamationPoint } from 'lucide-react';
import { useGoBack } from '../../app/use-go-back';
import { Button } from '../../components/ui/button';
import { MissingState } from '../../components/ui/missing-state';

export function AccessDenied() {
  const goBack = useGoBack();
  return (
    <MissingState
      title="Access Denied" tone="danger" icon={ShieldExclamationPoint}
      message="You don't have permission to view this page. This area is restricted to administrators. If you think this is a mistake, please contact support."
    >
      <Button onClick={goBack}>
        <ArrowLeft className="h-4 w-4" aria-hidden="true" />
        Go Back
      </Button>
    </MissingState>
  );
}
