// Data Verification Plus's summary report of one purchase: rows checked, and per phone or e-mail column how many values
// are valid, invalid (by reason) or empty.
import type { DownloadGrant } from '../../../common/orders';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '../../components/ui/dialog';
import { LoadError } from '../../components/ui/load-error';
import { Skeleton } from '../../components/ui/skeleton';
import { formatNumber } from '../catalog';
import { useVerificationReport } from './downloads-api';

export function VerificationReportDialog({ grant, onClose }: { grant: DownloadGrant | null; onClose: () => void }) {
  const { data, isPending, isError, error, refetch } = useVerificationReport(grant?.id ?? null);
  return (
    <Dialog open={grant !== null} onOpenChange={(open) => { if (!open) onClose(); }}>
      <DialogContent width="2xl">
        <DialogTitle>Verification report</DialogTitle>
        <DialogDescription>
          {grant?.dataset.title}: every phone number and e-mail address re-checked by Data Verification Plus. Each row of
          your files says what was found in its <code>verification</code> column.
        </DialogDescription>
        <div className="mt-4">
          {isPending ? (
            <Skeleton className="h-32 rounded-xl" />
          ) : isError ? (
            <LoadError title="The report could not be made." error={error} onRetry={() => void refetch()} />
          ) : (
            <>
              <p className="text-sm text-slate-700" data-testid="verification-summary">
                {formatNumber(data.rows)} rows checked, {formatNumber(data.rowsWithProblems)} with a problem.
              </p>
              {data.fields.length === 0 ? (
                <p className="mt-3 text-sm text-slate-600">This file has no phone or e-mail columns to check.</p>
              ) : (
                <table className="mt-3 w-full text-left text-sm">
                  <thead className="text-slate-500">
                    <tr><th className="py-1 pr-3 font-medium">Column</th><th className="py-1 pr-3 font-medium">Valid</th><th className="py-1 pr-3 font-medium">Invalid</th><th className="py-1 pr-3 font-medium">Empty</th><th className="py-1 font-medium">Why invalid</th></tr>
                  </thead>
                  <tbody className="text-slate-700">
                    {data.fields.map((f) => (
                      <tr key={f.column} className="border-t border-slate-100 align-top">
                        <th scope="row" className="py-1 pr-3 font-medium">{f.column}</th>
                        <td className="py-1 pr-3">{formatNumber(f.valid)}</td>
                        <td className="py-1 pr-3">{formatNumber(f.invalid)}</td>
                        <td className="py-1 pr-3">{formatNumber(f.empty)}</td>
                        <td className="py-1">
                          {Object.entries(f.reasons).map(([reason, count]) => `${reason}: ${formatNumber(count)}`).join(', ') || '-'}
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              )}
            </>
          )}
        </div>
      </DialogContent>
    </Dialog>
  );
}
