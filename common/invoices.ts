// Invoices and the team's invoice details (billing profile): shapes shared by the server routes and the web app.
import { z } from 'zod';
import { BILLING_COUNTRIES } from './checkout';

export const INVOICES_PAGE_SIZE = 20;
/** The one line of a balance top-up's invoice. */
export const RECHARGE_LINE = 'Lead balance top-up';
/** A plan payment's line when its order carries no usable lines of its own. */
export const PLAN_LINE = 'Plan payment';

export const InvoiceLine = z.object({
  description: z.string(), quantity: z.number().int(), unitCents: z.number().int(), amountCents: z.number().int(),
});
export type InvoiceLine = z.infer<typeof InvoiceLine>;

/** A tax contained in the total: prices are tax-inclusive (docs/ARCHITECTURE.md, Decisions). */
export const TaxLine = z.object({ label: z.string(), rateBps: z.number().int(), amountCents: z.number().int() });
export type TaxLine = z.infer<typeof TaxLine>;

const InvoiceAddress = z.object({
  line1: z.string().optional(), line2: z.string().optional(), city: z.string().optional(), state: z.string().optional(),
  postal_code: z.string().optional(), country: z.string().optional(),
});

/** Who the invoice is made out to, as it was when it was issued. */
export const BillTo = z.object({
  companyName: z.string().nullable(), name: z.string(), email: z.string(), address: InvoiceAddress, taxId: z.string().nullable(),
});
export type BillTo = z.infer<typeof BillTo>;

/** Who issued it: the site's brand name and address (content store) when it was issued. */
export const Seller = z.object({ name: z.string(), address: z.string() });
export type Seller = z.infer<typeof Seller>;

export const InvoiceSummary = z.object({
  id: z.string(),
  number: z.string(),
  orderId: z.string(),
  orderNumber: z.string(),
  issuedAt: z.string(),
  currency: z.string(),
  totalCents: z.number().int(),
  /** The bill-to e-mail: who paid. */
  email: z.string(),
});
export type InvoiceSummary = z.infer<typeof InvoiceSummary>;

export const InvoicesQuery = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  limit: z.coerce.number().int().min(1).max(50).default(INVOICES_PAGE_SIZE),
});
export const InvoicePage = z.object({
  items: z.array(InvoiceSummary), total: z.number().int(), page: z.number().int(), pageSize: z.number().int(),
});
export type InvoicePage = z.infer<typeof InvoicePage>;

/** An order's invoice, as order pages link to it. */
export const InvoiceRef = z.object({ id: z.string(), number: z.string() });
export type InvoiceRef = z.infer<typeof InvoiceRef>;

export const invoicePdfUrl = (invoiceId: string) => `/api/invoices/${invoiceId}/pdf`;

const optional = (max: number) => z.string().trim().max(max, `At most ${max} characters.`).default('');

/** The team's invoice details, printed on every invoice issued after they are saved. Empty text: not printed. */
export const BillingProfile = z.object({
  companyName: optional(200),
  taxId: optional(50),
  /** Invoices go to this address; empty: the payer's own billing e-mail. */
  email: z.union([z.literal(''), z.string().trim().pipe(z.email('Please enter a valid email address.'))]).default(''),
  address: z.object({
    line1: optional(200), line2: optional(200), city: optional(100), state: optional(100), postal_code: optional(20),
    country: z.enum(BILLING_COUNTRIES).default('US'),
  }),
});
export type BillingProfile = z.infer<typeof BillingProfile>;
export type BillingProfileInput = z.input<typeof BillingProfile>;

/** GET /api/billing/profile: the details, and whether the signed-in user may change them (team owner or admin). */
export const BillingProfileView = z.object({ profile: BillingProfile, canEdit: z.boolean() });
export type BillingProfileView = z.infer<typeof BillingProfileView>;
