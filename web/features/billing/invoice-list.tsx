// The invoices the user may read (their own; the whole team's for its owner and admins), newest first, each a PDF.
import { FileDown } from 'lucide-react';
import { useState } from 'react';
import { INVOICES_PAGE_SIZE, invoicePdfUrl } from '../../../common/invoices';
import { formatCents } from '../../../common/money';
import { LoadError } from '../../components/ui/load-error';
import { Pager } from '../../components/ui/pager';
import { Skeleton } from '../../components/ui/skeleton';
import { Table } from '../../components/ui/table';
import { useInvoices } from './billing-api';

export function InvoiceList() {
  const [page, setPage] = useState(1);
  const invoices = useInvoices(page);
  const pages = invoices.data ? Math.max(1, Math.ceil(invoices.data.total / INVOICES_PAGE_SIZE)) : 1;
  if (invoices.isPending) return <div className="space-y-2" aria-busy="true" aria-label="Loading invoices">{[0, 1, 2].map((i) => <Skeleton key={i} className="h-10 rounded" />)}</div>;
  if (invoices.isError) return <LoadError title="Your invoices could not be loaded." error={invoices.error} onRetry={() => void invoices.refetch()} />;
  if (!invoices.data.items.length) return <p className="text-sm text-slate-600">No invoices yet. Every payment (purchases and balance top-ups) gets one.</p>;
  return (
    <>
      <Table label="Invoices table" frame="plain" dimmed={invoices.isPlaceholderData} tableClassName="min-w-full text-left text-sm" headClassName="border-b border-slate-200 text-xs font-semibold tracking-wide text-slate-600 uppercase" head={<>
          <th scope="col" className="px-3 py-2">Invoice</th>
          <th scope="col" className="px-3 py-2">Date</th>
          <th scope="col" className="px-3 py-2">Order</th>
          <th scope="col" className="px-3 py-2">Billed to</th>
          <th scope="col" className="px-3 py-2 text-right">Total</th>
          <th scope="col" className="px-3 py-2"><span className="sr-only">PDF</span></th>
        </>}>
        {invoices.data.items.map((i) => (
          <tr key={i.id}>
            <td className="px-3 py-2 font-mono text-xs whitespace-nowrap">{i.number}</td>
            <td className="px-3 py-2 whitespace-nowrap text-slate-600">{new Date(i.issuedAt).toLocaleDateString('en-US', { dateStyle: 'medium' })}</td>
            <td className="px-3 py-2 font-mono text-xs text-slate-500">{i.orderNumber}</td>
            <td className="max-w-48 truncate px-3 py-2 text-slate-700">{i.email}</td>
            <td className="px-3 py-2 text-right whitespace-nowrap tabular-nums">{formatCents(i.totalCents)}</td>
            <td className="px-3 py-2 text-right whitespace-nowrap">
              <a href={invoicePdfUrl(i.id)} download aria-label={`Download PDF of ${i.number}`} className="inline-flex items-center gap-1 font-medium text-primary-700 hover:underline">
                <FileDown className="h-4 w-4" aria-hidden="true" />Download PDF
              </a>
            </td>
          </tr>
        ))}
      </Table>
      <Pager page={page} pages={pages} label="Invoice pages" onPage={setPage} />
    </>
  );
}
