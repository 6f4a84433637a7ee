// An order's downloads, shared by the order-success and order-detail pages.
import { Download, FileText, Mail } from 'lucide-react';
import { DOWNLOAD_FORMATS, DOWNLOAD_VALID_DAYS, type DownloadGrant, type OrderDetail } from '../../../common/orders';
import { Button } from '../../components/ui/button';
import { FORMAT_LABELS, formatDate, formatMegabytes, useDownload } from '../downloads';

const OTHER_FORMATS = DOWNLOAD_FORMATS.filter((format) => format !== 'csv');

/** SPEC.md: only downloads whose dataset matches one of the order's items are shown. */
export function orderDownloads(order: Pick<OrderDetail, 'items' | 'downloads'>): DownloadGrant[] {
  const datasetIds = new Set(order.items.map((item) => item.datasetId));
  return order.downloads.filter((grant) => datasetIds.has(grant.dataset.id));
}

export const isExpired = (grant: Pick<DownloadGrant, 'expired' | 'expiresAt'>, now = Date.now()) =>
  grant.expired || new Date(grant.expiresAt).getTime() <= now;

export function OrderDownloads({ order }: { order: Pick<OrderDetail, 'items' | 'downloads'> }) {
  const grants = orderDownloads(order);
  return (
    <section aria-labelledby="order-downloads-title" className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
      <h2 id="order-downloads-title" className="text-lg font-semibold text-slate-900">Your Downloads</h2>
      <p className="mt-1 text-sm text-slate-600">Download links are valid for {DOWNLOAD_VALID_DAYS} days from purchase.</p>
      {grants.length === 0 ? (
        <p className="mt-4 flex items-start gap-2 rounded-lg bg-primary-50 p-4 text-sm text-primary-800">
          <Mail className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
          Your downloads are being prepared. Please check your e-mail for download links shortly.
        </p>
      ) : (
        <ul className="mt-4 divide-y divide-slate-200">
          {grants.map((grant) => <DownloadRow key={grant.id} grant={grant} />)}
        </ul>
      )}
    </section>
  );
}

function DownloadRow({ grant }: { grant: DownloadGrant }) {
  const { start, busy } = useDownload();
  const expired = isExpired(grant);
  const isBusy = busy?.grantId === grant.id;
  return (
    <li className="flex flex-col gap-3 py-4 sm:flex-row sm:items-start sm:justify-between">
      <div className="flex min-w-0 gap-3">
        <FileText className="mt-0.5 h-5 w-5 shrink-0 text-primary-600" aria-hidden="true" />
        <div className="min-w-0">
          <p className="font-medium text-slate-900">{grant.dataset.title}</p>
          <p className="mt-0.5 line-clamp-2 text-sm text-slate-600">{grant.dataset.description}</p>
          <p className="mt-1 flex flex-wrap gap-x-3 gap-y-1 text-xs text-slate-500">
            <span>CSV</span>
            {grant.fileBytes !== null && <span>{formatMegabytes(grant.fileBytes)}</span>}
            <span>{expired ? 'Expired on' : 'Expires'} {formatDate(grant.expiresAt)}</span>
          </p>
        </div>
      </div>
      {expired ? (
        <span className="self-start rounded-full bg-red-100 px-2.5 py-0.5 text-xs font-medium text-red-700">Expired</span>
      ) : (
        <div className="flex shrink-0 flex-col gap-2 sm:items-end">
          <Button
            size="sm"
            disabled={isBusy}
            aria-label={`Download ${grant.dataset.title} as CSV`}
            onClick={() => void start(grant, 'csv')}
          >
            <Download className="h-4 w-4" aria-hidden="true" />
            {isBusy && busy.format === 'csv' ? 'Downloading...' : 'Download'}
          </Button>
          <div className="flex gap-1" role="group" aria-label={`Other formats for ${grant.dataset.title}`}>
            {OTHER_FORMATS.map((format) => (
              <Button
                key={format}
                size="sm"
                variant="ghost"
                className="h-7 px-2 text-xs"
                disabled={isBusy}
                aria-label={`Download ${grant.dataset.title} as ${FORMAT_LABELS[format]}`}
                onClick={() => void start(grant, format)}
              >
                {FORMAT_LABELS[format]}
              </Button>
            ))}
          </div>
        </div>
      )}
    </li>
  );
}
