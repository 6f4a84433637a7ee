// /downloads: the download center, every dataset the user bought in a completed order, with a download per format.
import { FileSearch, HelpCircle, PackageOpen, ShieldCheck } from 'lucide-react';
import { useCallback, useState, type ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import type { DownloadAddons } from '../../../common/download-addons';
import { DOWNLOAD_VALID_DAYS, type DownloadGrant } from '../../../common/orders';
import { usePageTitle } from '../../app/use-page-title';
import { Button, buttonClasses } from '../../components/ui/button';
import { cn } from '../../components/ui/cn';
import { Skeleton } from '../../components/ui/skeleton';
import { DownloadCard } from './download-card';
import { hasDownloadFilters, readDownloadFilters, writeDownloadFilters, type DownloadFilters } from './download-filters';
import { DownloadStats } from './download-stats';
import { DownloadToolbar } from './download-toolbar';
import { useDownloadAddons, useDownloads } from './downloads-api';
import { useDownload } from './use-download';
import { VerificationReportDialog } from './verification-report-dialog';
import { LoadError } from '../../components/ui/load-error';

const SKELETON_COUNT = 5;

export function DownloadsPage() {
  usePageTitle('Download Center');
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = readDownloadFilters(searchParams);
  const { data, isPending, isError, error, refetch, isPlaceholderData } = useDownloads(filters);
  const { start, busy } = useDownload();
  const addons = useDownloadAddons().data;
  const [reportFor, setReportFor] = useState<DownloadGrant | null>(null);

  // Reads the URL afresh so a debounced search never overwrites a format chosen in the meantime.
  const updateFilters = useCallback(
    (patch: Partial<DownloadFilters>) =>
      setSearchParams((current) => writeDownloadFilters({ ...readDownloadFilters(current), ...patch }), { replace: true }),
    [setSearchParams],
  );
  const clearFilters = () => setSearchParams(new URLSearchParams(), { replace: true });

  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 sm:py-10 lg:px-8">
      <h1 className="text-3xl font-bold tracking-tight text-slate-900">Download Center</h1>
      <p className="mt-2 text-slate-600">
        Download your purchased datasets in CSV, Excel, JSON or XML. Links stay valid for {DOWNLOAD_VALID_DAYS} days from purchase.
      </p>
      {addons && (addons.verification || addons.enhancement) ? (
        <AddonsNote addons={addons} />
      ) : (
        <p className="mt-1 text-sm text-slate-500" data-testid="file-fidelity-note">
          CSV files come exactly as the provider supplied them. Opening one in a spreadsheet? Choose Excel instead: it keeps every
          value as plain text, so nothing in the file can run as a formula on your computer.
        </p>
      )}

      <div className="mt-6">
        <DownloadStats stats={data?.stats} />
      </div>

      <div className="mt-6">
        <DownloadToolbar filters={filters} onChange={updateFilters} />
      </div>

      <div className="mt-6">
        {isPending ? (
          <ul aria-busy="true" aria-label="Loading downloads" className="flex flex-col gap-4">
            {Array.from({ length: SKELETON_COUNT }, (_, i) => (
              <li key={i} data-testid="download-skeleton">
                <Skeleton className="h-40 rounded-2xl" />
              </li>
            ))}
          </ul>
        ) : isError ? (
          <LoadError title="Your downloads could not be loaded." error={error} onRetry={() => void refetch()} />
        ) : data.items.length > 0 ? (
          <ul
            aria-label="Your purchased datasets"
            aria-busy={isPlaceholderData}
            className={cn('flex flex-col gap-4 transition-opacity', isPlaceholderData && 'opacity-60')}
          >
            {data.items.map((grant) => (
              <DownloadCard key={grant.id} grant={grant} busy={busy} onDownload={(g, format) => void start(g, format)}
                onVerificationReport={addons?.verification ? setReportFor : undefined} />
            ))}
          </ul>
        ) : hasDownloadFilters(filters) ? (
          <EmptyState
            icon={FileSearch}
            title="No downloads match your search"
            text="Try a different search term or format."
            action={
              <Button variant="outline" onClick={clearFilters}>
                Clear Filters
              </Button>
            }
          />
        ) : (
          <EmptyState
            icon={PackageOpen}
            title="No downloads yet"
            text="Datasets you buy appear here once the order is complete."
            action={
              <Link to="/marketplace" className={buttonClasses('primary')}>
                Browse Marketplace
              </Link>
            }
          />
        )}
      </div>

      <DownloadHelp />
      <VerificationReportDialog grant={reportFor} onClose={() => setReportFor(null)} />
    </div>
  );
}

/** What the plan's add-ons do to every file downloaded here. */
function AddonsNote({ addons }: { addons: DownloadAddons }) {
  const what = addons.verification && addons.enhancement ? 'Verified and enhanced' : addons.verification ? 'Verified' : 'Enhanced';
  return (
    <p className="mt-1 text-sm text-slate-600" data-testid="addons-note">
      <strong className="font-semibold text-slate-800">{what} by your plan's add-ons.</strong>
      {addons.verification && ' Every phone number and e-mail address is re-checked, with the result in a verification column on each row.'}
      {addons.enhancement && ' Each row gets its state and time zone, and names, phones (E.164) and addresses are normalised.'}
      {' '}Every format carries the added columns; the files are made afresh at each download.
    </p>
  );
}

function EmptyState({ icon: Icon, title, text, action }: { icon: typeof PackageOpen; title: string; text: string; action: ReactNode }) {
  return (
    <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed border-slate-300 px-6 py-16 text-center">
      <Icon className="h-12 w-12 text-slate-300" aria-hidden="true" />
      <p className="text-lg font-medium text-slate-900">{title}</p>
      <p className="text-slate-600">{text}</p>
      {action}
    </div>
  );
}

function DownloadHelp() {
  return (
    <aside aria-labelledby="download-help-title" className="mt-10 rounded-2xl border border-primary-100 bg-primary-50 p-6">
      <h2 id="download-help-title" className="flex items-center gap-2 text-lg font-semibold text-slate-900">
        <HelpCircle className="h-5 w-5 text-primary-600" aria-hidden="true" />
        Need help with your downloads?
      </h2>
      <ul className="mt-3 list-disc space-y-1 pl-5 text-sm text-slate-600">
        <li>Each purchase can be downloaded as often as you need until its link expires, {DOWNLOAD_VALID_DAYS} days after purchase.</li>
        <li>Excel files open directly in spreadsheet software; CSV, JSON and XML suit imports into your CRM or dialer.</li>
        <li>A file that will not open or looks wrong can be replaced: tell us within 30 days of purchase.</li>
      </ul>
      <div className="mt-4 flex flex-col gap-3 sm:flex-row">
        <Link to="/contact" className={buttonClasses('primary')}>
          Contact Support
        </Link>
        <Link to="/legal/data-usage" className={buttonClasses('outline')}>
          <ShieldCheck className="h-4 w-4" aria-hidden="true" />
          Data Usage Policy
        </Link>
      </div>
    </aside>
  );
}
