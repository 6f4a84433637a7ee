// "Your data": the privacy export, a JSON file of everything the product keeps about the user.
import { Download } from 'lucide-react';
import { toast } from '../../../app/toast';
import { buttonClasses } from '../../../components/ui/button';

export function DataExport() {
  return (
    <section aria-labelledby="settings-data-title" className="mt-8 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
      <h2 id="settings-data-title" className="text-lg font-semibold text-slate-900">Your Data</h2>
      <p className="mt-1 text-sm text-slate-600">
        Download a copy of everything we keep about you: your profile, orders with their items, reviews, leads and balance history (JSON).
      </p>
      <a href="/api/account/export" download className={buttonClasses('outline', 'md', 'mt-4')}
        onClick={() => toast.success('Download Started', { description: 'Your data export is being prepared.' })}>
        <Download className="h-4 w-4" aria-hidden="true" />
        Download my data
      </a>
    </section>
  );
}
