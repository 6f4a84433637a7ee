// A paid order's invoice as a PDF download (the admin's order page shows it too).
import { FileDown } from 'lucide-react';
import { invoicePdfUrl, type InvoiceRef } from '../../../common/invoices';

export function InvoiceLink({ invoice }: { invoice: InvoiceRef }) {
  return (
    <a href={invoicePdfUrl(invoice.id)} download={`${invoice.number}.pdf`} aria-label={`Download invoice ${invoice.number}`} className="inline-flex items-center gap-1 text-sm font-medium text-primary-700 hover:text-primary-800 hover:underline">
      <FileDown className="h-4 w-4" aria-hidden="true" />Download invoice
    </a>
  );
}
