// An invoice as a PDF (pdfkit, built-in Helvetica: no font files), written as a stream while the reply sends it.
import PDFDocument from 'pdfkit';
import { formatCents } from '../../../common/money';
import type { BillTo } from '../../../common/invoices';
import type { InvoiceRow } from './invoices.service';

const MARGIN = 50;
const COLUMNS = { description: MARGIN, quantity: 330, unit: 380, amount: 460 } as const;
const RIGHT = 545;

const addressLines = (a: BillTo['address']) =>
  [a.line1, a.line2, [a.city, [a.state, a.postal_code].filter(Boolean).join(' ')].filter(Boolean).join(', '), a.country].filter((l): l is string => !!l);

/** The document, already ended: pipe it or send it. `compress: false` leaves its text readable (tests). */
export function invoicePdf(invoice: InvoiceRow & { orderNumber: string }, { compress = true } = {}): PDFKit.PDFDocument {
  const doc = new PDFDocument({ size: 'A4', margin: MARGIN, compress, info: { Title: invoice.number, Author: invoice.seller.name } });
  const { billTo, seller } = invoice;

  doc.font('Helvetica-Bold').fontSize(20).text(seller.name, MARGIN, MARGIN);
  doc.font('Helvetica').fontSize(9).text(seller.address);
  doc.font('Helvetica-Bold').fontSize(16).text('INVOICE', MARGIN, MARGIN, { align: 'right' });
  doc.font('Helvetica').fontSize(10)
    .text(invoice.number, { align: 'right' })
    .text(`Issued ${invoice.issuedAt.toISOString().slice(0, 10)}`, { align: 'right' })
    .text(`Order ${invoice.orderNumber}`, { align: 'right' });

  doc.moveDown(3).font('Helvetica-Bold').text('Bill to', MARGIN).font('Helvetica');
  for (const line of [billTo.companyName, billTo.name, ...addressLines(billTo.address), billTo.email]) if (line) doc.text(line);
  if (billTo.taxId) doc.text(`Tax ID: ${billTo.taxId}`);

  doc.moveDown(2);
  row(doc, ['Description', 'Qty', 'Unit price', 'Amount'], true);
  doc.moveTo(MARGIN, doc.y).lineTo(RIGHT, doc.y).lineWidth(0.5).stroke();
  doc.y += 6;
  for (const l of invoice.lines) row(doc, [l.description, String(l.quantity), formatCents(l.unitCents), formatCents(l.amountCents)]);

  doc.moveDown();
  total(doc, 'Subtotal (excluding tax)', invoice.subtotalCents);
  if (!invoice.taxLines.length) total(doc, 'Tax', 0);
  for (const t of invoice.taxLines) total(doc, `${t.label} (${t.rateBps / 100}%)`, t.amountCents);
  total(doc, `Total (${invoice.currency.toUpperCase()})`, invoice.totalCents, true);
  doc.moveDown(2).font('Helvetica').fontSize(8).text(invoice.taxLines.length ? 'Paid in full. Prices include the tax shown.' : 'Paid in full.', MARGIN);
  doc.end();
  return doc;
}

function row(doc: PDFKit.PDFDocument, [description, quantity, unit, amount]: string[], header = false) {
  const y = doc.y;
  doc.font(header ? 'Helvetica-Bold' : 'Helvetica').fontSize(10);
  doc.text(description!, COLUMNS.description, y, { width: COLUMNS.quantity - COLUMNS.description - 10 });
  const bottom = doc.y;
  doc.text(quantity!, COLUMNS.quantity, y, { width: COLUMNS.unit - COLUMNS.quantity - 10, align: 'right' });
  doc.text(unit!, COLUMNS.unit, y, { width: COLUMNS.amount - COLUMNS.unit - 10, align: 'right' });
  doc.text(amount!, COLUMNS.amount, y, { width: RIGHT - COLUMNS.amount, align: 'right' });
  doc.y = Math.max(bottom, doc.y) + 4;
}

function total(doc: PDFKit.PDFDocument, label: string, cents: number, bold = false) {
  const y = doc.y;
  doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(10);
  doc.text(label, COLUMNS.quantity - 60, y, { width: COLUMNS.amount - COLUMNS.quantity + 50, align: 'right' });
  doc.text(formatCents(cents), COLUMNS.amount, y, { width: RIGHT - COLUMNS.amount, align: 'right' });
  doc.moveDown(0.3);
}
