import { ArrowLeft, FileQuestionMark } from 'lucide-react';
import { Link } from 'react-router';
import { usePageTitle } from '../../app/use-page-title';
import { buttonClasses } from '../../components/ui/button';

export function DatasetNotFound() {
  usePageTitle('Dataset Not Found');
  return (
    <section className="mx-auto flex max-w-lg flex-col items-center px-4 py-20 text-center">
      <span className="mb-6 flex h-16 w-16 items-center justify-center rounded-full bg-primary-100 text-primary-600">
        <FileQuestionMark className="h-8 w-8" aria-hidden="true" />
      </span>
      <h1 className="text-3xl font-bold text-slate-900">Dataset Not Found</h1>
      <p className="mt-3 text-slate-600">The dataset you're looking for doesn't exist or is no longer available.</p>
      <Link to="/marketplace" className={buttonClasses('primary', 'md', 'mt-8')}>
        <ArrowLeft className="h-4 w-4" aria-hidden="true" />
        Back to Marketplace
      </Link>
    </section>
  );
}
