import { MessageSquare } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '../../components/ui/button';

export function CustomDataHelp() {
  return (
    <aside
      aria-labelledby="custom-data-heading"
      className="flex flex-col items-start gap-4 rounded-2xl border border-primary-100 bg-primary-50 p-6 sm:flex-row sm:items-center sm:justify-between"
    >
      <div>
        <h2 id="custom-data-heading" className="text-lg font-semibold text-slate-900">
          Need custom data?
        </h2>
        <p className="mt-1 text-sm text-slate-600">
          Can't find what you're looking for? Our team builds tailored datasets for your market, region and criteria.
        </p>
      </div>
      <Link to="/contact" className={buttonClasses('primary', 'md', 'shrink-0')}>
        <MessageSquare className="h-4 w-4" aria-hidden="true" />
        Contact Us
      </Link>
    </aside>
  );
}
