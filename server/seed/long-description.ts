// Composes a dataset's long description from its definition and its real columns, so the text never
// promises a field the file does not have.
import { DELIVERY_FORMATS } from '../../common/catalog-values';
import { categoryOf, type DatasetDefinition } from './catalog-data';
import { isLeadKind, type RowKind } from './dataset-rows';
import { STATE_NAMES } from './reference/places';

const SOURCING: Record<RowKind, string> = {
  health: 'Leads are captured on health insurance comparison pages and confirmed by an automated SMS check before delivery.',
  life: 'Leads come from life insurance quote forms that ask for coverage amount and health details up front, which screens out casual browsers.',
  medicare: 'Leads are generated through Medicare education content and licensed call centres, and are scrubbed against the federal Do Not Call registry.',
  auto: 'Leads are captured at the moment a driver requests a quote, and the vehicle is decoded and checked against the stated make and model.',
  home: 'Leads are matched to public property records, so home value, year built and square footage come from the record rather than the form.',
  commercial: 'Every business is matched to a state registration, and the owner or an officer has confirmed the coverage need by phone.',
  market: 'Figures are compiled from statutory filings, rate filings and carrier-reported policy counts, then normalised to a monthly grain.',
  salesIntel: 'Contacts are verified by e-mail validation and phone checks; intent comes from topic research across a cooperative publisher network.',
  firmographic: 'Companies are compiled from state registrations, web presence and phone verification, and deduplicated across sources.',
};

const COMPLIANCE_LEADS = 'Each record carries the consent timestamp captured at opt-in. Scrub against your internal Do Not Call list before dialling, and respect state calling-hour rules.';
const COMPLIANCE_DATA = 'Records contain business contact details only and are licensed for internal sales, marketing and analysis. Redistribution or resale of the raw file is not permitted.';

const COLUMN_LABELS: Readonly<Record<string, string>> = {
  zip: 'ZIP code', naics: 'NAICS code', email: 'e-mail', accidents_3yr: 'accidents in the last 3 years',
  claims_5yr: 'claims in the last 5 years', yoy_rate_change_pct: 'year-over-year rate change',
  market_share_pct: 'market share', loss_ratio_pct: 'loss ratio', part_b_effective_date: 'Part B effective date',
  lead_id: 'lead ID', company_id: 'company ID', contact_id: 'contact ID',
};

const labelOf = (column: string): string => COLUMN_LABELS[column] ?? column.replaceAll('_', ' ');

function listOf(items: readonly string[]): string {
  if (items.length <= 2) return items.join(' and ');
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

const formatDate = (iso: string): string =>
  new Date(`${iso}T00:00:00Z`).toLocaleDateString('en-US', { month: 'long', day: 'numeric', year: 'numeric', timeZone: 'UTC' });

function scopeSentences(dataset: DatasetDefinition): string[] {
  const scope = dataset.scope ?? {};
  const sentences: string[] = [];
  sentences.push(scope.states
    ? `Records cover ${listOf(scope.states.map((s) => STATE_NAMES[s]))} only.`
    : `Records span ${Object.keys(STATE_NAMES).length} states, in proportion to population.`);
  if (scope.ages) sentences.push(`Every contact is between ${scope.ages[0]} and ${scope.ages[1]} years old.`);
  if (scope.window) sentences.push(`Records date from ${formatDate(scope.window[0])} to ${formatDate(scope.window[1])}.`);
  return sentences;
}

export function longDescription(dataset: DatasetDefinition, kind: RowKind, columns: readonly { name: string }[]): string {
  const category = categoryOf(dataset);
  const overview = `${dataset.description} ${SOURCING[kind]}`;
  const contents = [
    `Each record includes ${listOf(columns.map((c) => labelOf(c.name)))}.`,
    ...scopeSentences(dataset),
  ].join(' ');
  const delivery = [
    `This ${category.name} dataset holds ${dataset.recordCount.toLocaleString('en-US')} records`,
    `and is refreshed ${dataset.updateFrequency === 'Real-time' ? 'in real time' : dataset.updateFrequency.toLowerCase()}.`,
    `Buyers download it as ${listOf([...DELIVERY_FORMATS])}.`,
    isLeadKind(kind) ? COMPLIANCE_LEADS : COMPLIANCE_DATA,
  ].join(' ');
  return [overview, contents, delivery].join('\n\n');
}
