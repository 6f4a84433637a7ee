// /admin/invoices: every invoice, newest first, found by number (INV-...) or the bill-to e-mail; each a PDF and a link
// to its order.
import { FileDown } from 'lucide-react';
import { Link } from 'react-router';
import { AdminInvoicesQuery, type AdminInvoicePage } from '../../../../common/admin';
import { matchFilters } from '../../../../common/count';
import { invoicePdfUrl } from '../../../../common/invoices';
import { formatCents } from '../../../../common/money';
import { Pager } from '../../../components/ui/pager';
import { SearchInput } from '../../../components/ui/search-input';
import { ListState, Table, td, th, totalLabel } from '../../../components/ui/table';
import { useAdminGet } from '../admin-api';
import { AdminPage } from '../ui/admin-page';
import { formatDateTime } from '../ui/format';
import { useListParams } from '../ui/use-list-params';

export function InvoicesPage() {
  const { query, update, reset, filtered, queryFor } = useListParams(AdminInvoicesQuery);
  const invoices = useAdminGet<AdminInvoicePage>(`/api/admin/invoices?${queryFor()}`, { placeholder: true });
  const pages = invoices.data ? Math.max(1, Math.ceil(invoices.data.total / invoices.data.pageSize)) : 1;

  return (
    <AdminPage
      title="Invoices"
      back={{ to: '/admin', label: 'Admin Dashboard' }}
      description={invoices.data ? `${totalLabel(invoices.data.total, invoices.data.totalIsCapped, 'invoice')}${filtered ? matchFilters(invoices.data.total) : ''}.` : 'One for every paid order, newest first.'}
    >
      <div className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:max-w-md">
        <SearchInput id="invoices-search" label="Search invoices" placeholder="Invoice number or e-mail" value={query.search ?? ''} onCommit={(search) => update({ search: search || undefined })} />
      </div>
      <div className="mt-6">
        <ListState query={invoices} what="invoices" empty={invoices.data?.items.length === 0} emptyText="No invoices found matching your search" onClear={filtered ? reset : undefined}>
          <Table
            caption="Invoices, newest first"
            dimmed={invoices.isPlaceholderData}
            head={<>
              <th scope="col" className={th}>Invoice</th>
              <th scope="col" className={th}>Order</th>
              <th scope="col" className={th}>Billed to</th>
              <th scope="col" className={`${th} text-right`}>Total</th>
              <th scope="col" className={th}>Issued</th>
              <th scope="col" className={th}><span className="sr-only">PDF</span></th>
            </>}
          >
            {invoices.data?.items.map((i) => (
              <tr key={i.id} className="hover:bg-slate-50">
                <td className={`${td} font-mono whitespace-nowrap`}>{i.number}</td>
                <td className={td}><Link to={`/admin/orders/${i.orderId}`} className="whitespace-nowrap text-primary-700 hover:underline">{i.orderNumber}</Link></td>
                <td className={`${td} max-w-64 truncate`}>{i.email}</td>
                <td className={`${td} text-right whitespace-nowrap tabular-nums`}>{formatCents(i.totalCents)}</td>
                <td className={`${td} whitespace-nowrap text-slate-600`}>{formatDateTime(i.issuedAt)}</td>
                <td className={td}>
                  <a href={invoicePdfUrl(i.id)} download aria-label={`Download PDF of ${i.number}`} className="inline-flex items-center gap-1 font-medium whitespace-nowrap text-primary-700 hover:underline">
                    <FileDown className="h-4 w-4" aria-hidden="true" />PDF
                  </a>
                </td>
              </tr>
            ))}
          </Table>
        </ListState>
      </div>
      <Pager page={query.page} pages={pages} label="Invoice pages" onPage={(page) => update({ page })} />
    </AdminPage>
  );
}
