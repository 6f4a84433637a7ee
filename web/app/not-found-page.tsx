import { ArrowLeft, FileQuestionMark, House } from 'lucide-react';
import { Link } from 'react-router';
import { Button, buttonClasses } from '../components/ui/button';
import { useGoBack } from './use-go-back';
import { usePageTitle } from './use-page-title';

export function NotFoundPage() {
  usePageTitle('Page Not Found');
  const goBack = useGoBack();
  return (
    <section className="mx-auto flex max-w-lg flex-col items-center px-4 py-20 text-center">
      <span className="mb-6 flex h-16 w-16 items-center justify-center rounded-full bg-primary-100 text-primary-600">
        <FileQuestionMark className="h-8 w-8" aria-hidden="true" />
      </span>
      <p className="text-sm font-semibold tracking-wide text-primary-600 uppercase">404 error</p>
      <h1 className="mt-2 text-3xl font-bold text-slate-900">Page Not Found</h1>
      <p className="mt-3 text-slate-600">The page you're looking for doesn't exist or has been moved.</p>
      <div className="mt-8 flex flex-col gap-3 sm:flex-row">
        <Link to="/" className={buttonClasses('primary')}>
          <House className="h-4 w-4" aria-hidden="true" />
          Go Home
        </Link>
        <Button variant="outline" onClick={goBack}>
          <ArrowLeft className="h-4 w-4" aria-hidden="true" />
          Go Back
        </Button>
      </div>
    </section>
  );
}
