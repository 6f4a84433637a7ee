import { ArrowLeft, ShieldExclamationPoint } from 'lucide-react';
import { useGoBack } from '../../app/use-go-back';
import { usePageTitle } from '../../app/use-page-title';
import { Button } from '../../components/ui/button';

export function AccessDenied() {
  usePageTitle('Access Denied');
  const goBack = useGoBack();
  return (
    <section className="mx-auto flex max-w-lg flex-col items-center px-4 py-20 text-center">
      <span className="mb-6 flex h-16 w-16 items-center justify-center rounded-full bg-red-100 text-red-600">
        <ShieldExclamationPoint className="h-8 w-8" aria-hidden="true" />
      </span>
      <h1 className="text-3xl font-bold text-slate-900">Access Denied</h1>
      <p className="mt-3 text-slate-600">
        You don't have permission to view this page. This area is restricted to administrators. If you think this is a
        mistake, please contact support.
      </p>
      <Button className="mt-8" onClick={goBack}>
        <ArrowLeft className="h-4 w-4" aria-hidden="true" />
        Go Back
      </Button>
    </section>
  );
}
