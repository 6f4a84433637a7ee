// One purchased dataset in the download center: what it is, when it expires, how often it was fetched, and the formats.
import { BadgeCheck, CalendarClock, Code2, Download, FileText, LoaderCircle } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { DOWNLOAD_FORMATS, type DownloadFormat, type DownloadGrant } from '../../../common/orders';
import { buttonClasses } from '../../components/ui/button';
import { formatNumber } from '../catalog';
import { FORMAT_LABELS, formatDate, formatLabel, formatMegabytes } from './download-format';
import type { DownloadBusy } from './use-download';

interface DownloadCardProps {
  grant: DownloadGrant;
  busy: DownloadBusy | null;
  onDownload: (grant: DownloadGrant, format: DownloadFormat) => void;
  /** Given when the team has Data Verification Plus: opens the purchase's verification report. */
  onVerificationReport?: (grant: DownloadGrant) => void;
}

export function isGrantExpired(grant: DownloadGrant, now = Date.now()): boolean {
  return grant.expired || new Date(grant.expiresAt).getTime() <= now;
}

export function DownloadCard({ grant, busy, onDownload, onVerificationReport }: DownloadCardProps) {
  const { dataset } = grant;
  const expired = isGrantExpired(grant);
  const itemBusy = busy?.grantId === grant.id;
  const titleId = `download-${grant.id}-title`;

  return (
    <li aria-labelledby={titleId} className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
      <div className="flex flex-col gap-4 lg:flex-row lg:items-start lg:justify-between">
        <div className="min-w-0 flex-1">
          <h2 id={titleId} className="text-lg font-semibold text-slate-900">
            <Link to={`/dataset/${dataset.slug}`} className="break-words hover:text-primary-700 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-primary-500 rounded">
              {dataset.title}
            </Link>
          </h2>
          {dataset.description && <p className="mt-1 line-clamp-2 text-sm text-slate-600">{dataset.description}</p>}

          <dl className="mt-3 grid grid-cols-1 gap-x-6 gap-y-1 text-sm text-slate-600 sm:grid-cols-2">
            {grant.source === 'plan' ? (
              <Detail label="Source">Taken into plan</Detail>
            ) : (
              <Detail label="Order">
                <span className="break-all">{grant.orderNumber}</span>
              </Detail>
            )}
            <Detail label={grant.source === 'plan' ? 'Taken' : 'Purchased'}>{formatDate(grant.purchasedAt)}</Detail>
            {grant.fileBytes !== null && <Detail label="Size">{formatMegabytes(grant.fileBytes)}</Detail>}
            {grant.rows !== null && <Detail label="Rows">{formatNumber(grant.rows)}</Detail>}
            <Detail label={expired ? 'Expired on' : 'Expires'}>{formatDate(grant.expiresAt)}</Detail>
            <Detail label="Downloads">{formatNumber(grant.downloadCount)}</Detail>
            {grant.downloadCount > 0 && grant.lastDownloadedAt && (
              <Detail label="Last downloaded">
                {formatDate(grant.lastDownloadedAt)}
                {grant.lastFormat && ` (${formatLabel(grant.lastFormat)})`}
              </Detail>
            )}
          </dl>
        </div>

        <div className="shrink-0">
          {expired ? (
            <p className="inline-flex items-center gap-1.5 rounded-full bg-red-50 px-3 py-1 text-sm font-semibold text-red-700">
              <CalendarClock className="h-4 w-4" aria-hidden="true" />
              Expired
            </p>
          ) : (
            <div role="group" aria-label={`Download ${dataset.title}`} aria-busy={itemBusy} className="grid grid-cols-2 gap-2 sm:flex sm:flex-wrap">
              {DOWNLOAD_FORMATS.map((format) => {
                const spinning = itemBusy && busy?.format === format;
                return (
                  <button
                    key={format}
                    type="button"
                    disabled={itemBusy}
                    aria-label={`Download ${dataset.title} as ${FORMAT_LABELS[format]}`}
                    onClick={() => onDownload(grant, format)}
                    className={buttonClasses(format === 'csv' ? 'primary' : 'outline', 'sm', 'min-w-20')}
                  >
                    {spinning ? (
                      <LoaderCircle className="h-4 w-4 animate-spin" aria-hidden="true" />
                    ) : format === 'csv' ? (
                      <Download className="h-4 w-4" aria-hidden="true" />
                    ) : (
                      <FileText className="h-4 w-4" aria-hidden="true" />
                    )}
                    {FORMAT_LABELS[format]}
                  </button>
                );
              })}
              {/* The data API is a delivery format too: the dataset page's dialog shows how to read these rows by key. */}
              <Link to={`/dataset/${dataset.slug}#use-via-api`} className={buttonClasses('outline', 'sm', 'min-w-20')}
                aria-label={`Use ${dataset.title} via API`}>
                <Code2 className="h-4 w-4" aria-hidden="true" />
                API
              </Link>
              {onVerificationReport && (
                <button type="button" onClick={() => onVerificationReport(grant)} className={buttonClasses('ghost', 'sm')}
                  aria-label={`Verification report of ${dataset.title}`}>
                  <BadgeCheck className="h-4 w-4" aria-hidden="true" />
                  Verification report
                </button>
              )}
            </div>
          )}
        </div>
      </div>
    </li>
  );
}

function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex min-w-0 gap-1.5">
      <dt className="shrink-0 text-slate-500">{label}:</dt>
      <dd className="min-w-0 font-medium text-slate-700">{children}</dd>
    </div>
  );
}
