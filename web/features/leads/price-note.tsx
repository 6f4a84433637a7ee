// What an import's leads cost, in plain words, with the list price for its source and type as the user picks them.
import { CAMPAIGN_SOURCE_LABELS, LEAD_TYPE_LABELS, LEAD_TYPES, type CampaignSource, type LeadType } from '../../../common/leads';
import { dollarsToCents, formatCents } from '../../../common/money';

interface PriceNoteProps {
  source: CampaignSource;
  /** '' until one is chosen. */
  leadType: string;
  listPriceCents: number | undefined;
  /** The cost field as typed, in dollars; empty or unreadable means the list price. */
  costText: string;
}

const isLeadType = (value: string): value is LeadType => (LEAD_TYPES as readonly string[]).includes(value);

export function PriceNote({ source, leadType, listPriceCents, costText }: PriceNoteProps) {
  if (!isLeadType(leadType) || listPriceCents === undefined) {
    return <p className="text-sm text-slate-600">Choose a lead type to see its list price: the least each lead of this import costs.</p>;
  }
  const typed = /^\d{1,6}(\.\d{1,2})?$/.test(costText.trim()) ? dollarsToCents(Number(costText.trim())) : null;
  const cost = typed ?? listPriceCents;
  return (
    <p className="rounded-lg bg-slate-50 p-3 text-sm text-slate-700" data-testid="price-note">
      Each lead this import delivers costs <strong>{formatCents(cost)}</strong>, taken from your prepaid balance when the lead arrives.
      You pay only for leads that reach you: duplicates, test leads and leads your quality rules refuse are free.
      The list price for {CAMPAIGN_SOURCE_LABELS[source]} {LEAD_TYPE_LABELS[leadType]} leads is <strong>{formatCents(listPriceCents)}</strong>;
      you may set a higher price, but not a lower one.
    </p>
  );
}
