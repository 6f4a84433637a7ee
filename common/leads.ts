// Lead import: configurations, leads, returns and CSV imports — shapes shared by the server and the web app.
import { z } from 'zod';
import { CapCents, LedgerEntry, SPEND_CAP_LIMITS } from './billing';
import { formatCents as dollars } from './money';
import { US_STATES, US_TERRITORIES } from './us-states';

export const CAMPAIGN_SOURCES = ['facebook', 'google', 'linkedin', 'twitter', 'other'] as const;
export type CampaignSource = (typeof CAMPAIGN_SOURCES)[number];
export const CAMPAIGN_SOURCE_LABELS: Record<CampaignSource, string> = {
  facebook: 'Facebook Lead Ads',
  google: 'Google Ads',
  linkedin: 'LinkedIn Lead Gen',
  twitter: 'X (Twitter)',
  other: 'Other source',
};

/** SPEC.md's insurance lead types (the six lead-type cards); the admins' price list has a price per source and type. */
export const LEAD_TYPES = ['auto', 'home', 'life', 'health', 'medicare', 'business'] as const;
export type LeadType = (typeof LEAD_TYPES)[number];
/** As read inside a sentence ("... auto insurance leads"); capitalise the first letter to start one. */
export const LEAD_TYPE_LABELS: Record<LeadType, string> = {
  auto: 'auto insurance',
  home: 'home insurance',
  life: 'life insurance',
  health: 'health insurance',
  medicare: 'Medicare',
  business: 'business insurance',
};
/** SPEC.md: lead prices range from about $1.50 to $15 per lead; list prices stay inside it. */
export const LIST_PRICE_LIMITS = { minCents: 150, maxCents: 1500 } as const;

/**
 * delivered: charged; pending: waiting for funds; over_cap: held by a spend cap; failed: not usable; duplicate and
 * test: kept, never charged.
 */
export const LEAD_STATUSES = ['delivered', 'pending', 'over_cap', 'failed', 'duplicate', 'returned', 'test'] as const;
export type LeadStatus = (typeof LEAD_STATUSES)[number];

export const RETURN_STATUSES = ['requested', 'approved', 'denied'] as const;
export const RETURN_WINDOW_DAYS = 7;
/** A lead repeating an e-mail or phone of any of the same advertiser's imports within this many days is a duplicate (ingest_leads.sql). */
export const DUPLICATE_WINDOW_DAYS = 30;
export const RECENT_LEADS = 5;
export const LEADS_PAGE_SIZE = 25;
export const MAX_INGEST_BATCH = 1000;
/**
 * Any import's bounds. Within them the list price for its source and type is the floor (prices.service.ts); an
 * advertiser may pay more, up to the maximum, for exclusive and live leads.
 */
export const COST_PER_LEAD_LIMITS = { minCents: 50, maxCents: 50_000 } as const;

/**
 * Spend caps (UTC days and months): the account's daily and monthly caps (set on the billing page), an import's daily
 * lead cap and daily budget. A lead over one is held (over_cap), never charged, until the period ends or the cap rises.
 */
export const SPEND_CAPS = ['account_day', 'account_month', 'import_leads', 'import_budget'] as const;
export type SpendCap = (typeof SPEND_CAPS)[number];
export const SPEND_CAP_LABELS: Record<SpendCap, string> = {
  account_day: 'daily spend cap',
  account_month: 'monthly spend cap',
  import_leads: 'daily lead cap',
  import_budget: 'daily budget',
};
/** A cap reached for the first time in its period (the advertiser is told once). */
export const CapNotice = z.object({ cap: z.enum(SPEND_CAPS), configId: z.string().optional() });
export type CapNotice = z.infer<typeof CapNotice>;

export const RETURN_REASONS = {
  invalid_contact: 'Invalid or disconnected contact details',
  not_requested: 'Consumer did not request information',
  duplicate: 'Duplicate of a lead I already had',
  out_of_area: 'Outside my service area',
  underage: 'Consumer is under 18',
  other: 'Other',
} as const;
export type ReturnReason = keyof typeof RETURN_REASONS;

/** A Facebook Page access token: EAA, then letters and digits. */
export const PAGE_TOKEN_LENGTH = { min: 23, max: 503 } as const;

export const LEAD_MESSAGES = {
  campaignName: 'Campaign name is required (up to 120 characters).',
  cost: 'Cost per lead must be between $0.50 and $500.00.',
  pageId: 'Enter the numeric Facebook Page ID.',
  formId: 'Enter the numeric lead form ID, or leave it empty for every form of the page.',
  pageToken: 'Paste the Page access token (it starts with EAA).',
  pageTokenCharacters: 'A Page access token has only letters and digits after EAA: check that no space, quote or line break was copied with it.',
  pageTokenShort: (length: number) =>
    `This token has ${length} characters: too short for a Page access token, which is EAA followed by at least ${PAGE_TOKEN_LENGTH.min - 3} letters and digits (usually about 200 characters in all). Copy the whole token.`,
  pageTokenLong: `This is longer than a Page access token can be (at most ${PAGE_TOKEN_LENGTH.max} characters): check that only the token was pasted.`,
  inactive: 'This import configuration is inactive: activate it to accept leads.',
  needsContact: 'A lead needs a valid e-mail address or phone number.',
  leadCap: 'A daily lead cap is a whole number from 0 to 1,000,000, or empty for no cap.',
  returnWindow: `Leads can be returned within ${RETURN_WINDOW_DAYS} days of delivery.`,
  notReturnable: 'Only delivered (charged) leads can be returned.',
  alreadyReturned: 'A return was already requested for this lead.',
  leadType: 'Choose the type of leads this import brings in.',
  belowListPrice: (source: CampaignSource, type: LeadType, listCents: number) =>
    `Cost per lead for ${CAMPAIGN_SOURCE_LABELS[source]} ${LEAD_TYPE_LABELS[type]} leads is at least ${dollars(listCents)} (the list price).`,
  listPrice: `A list price is between ${dollars(LIST_PRICE_LIMITS.minCents)} and ${dollars(LIST_PRICE_LIMITS.maxCents)}.`,
  consentMaxAge: 'Enter a whole number of days from 1 to 365.',
  minQualityScore: 'Enter a whole number from 0 to 100.',
  serviceStates: 'Use two-letter US state codes separated by commas, such as TX, OK.',
} as const;

/** Why a lead broke one of its import's quality rules (kept in the lead's errors; such a lead is never charged). */
export const RULE_MESSAGES = {
  phoneRequired: 'This import accepts only leads with a valid phone number.',
  emailRequired: 'This import accepts only leads with a valid e-mail address.',
  consentRequired: (days: number) =>
    `This import accepts only leads with consent proof: a TrustedForm certificate, a Jornaya LeadiD, or consent text with the time it was given (at most ${days} days ago).`,
  consentTooOld: (days: number) => `The consent was given more than ${days} days ago: this import accepts consent up to ${days} days old.`,
  belowMinScore: (score: number, min: number) => `Quality score ${score} is below this import's minimum of ${min}.`,
  noState: 'No valid US state: this import accepts only leads from its service area.',
  outsideArea: (state: string) => `${state} is outside this import's service area.`,
} as const;

const STATE_CODES = [...US_STATES, ...US_TERRITORIES].map(([code]) => code) as [string, ...string[]];
/** How old consent text may be when consent proof is required (TCPA consent is not open-ended). */
export const CONSENT_MAX_AGE_DAYS = { min: 1, max: 365, default: 30 } as const;

/** An import's own filters, all off by default; a lead that breaks one is kept as failed with the reason and never charged. */
export const QualityRules = z.object({
  requirePhone: z.boolean().default(false),
  requireEmail: z.boolean().default(false),
  /** A TrustedForm certificate or Jornaya LeadiD in its issuer's form, or consent text with a time at most consentMaxAgeDays old. */
  requireConsent: z.boolean().default(false),
  consentMaxAgeDays: z.number({ error: LEAD_MESSAGES.consentMaxAge }).int(LEAD_MESSAGES.consentMaxAge)
    .min(CONSENT_MAX_AGE_DAYS.min, LEAD_MESSAGES.consentMaxAge).max(CONSENT_MAX_AGE_DAYS.max, LEAD_MESSAGES.consentMaxAge).default(CONSENT_MAX_AGE_DAYS.default),
  minQualityScore: z.number({ error: LEAD_MESSAGES.minQualityScore }).int(LEAD_MESSAGES.minQualityScore)
    .min(0, LEAD_MESSAGES.minQualityScore).max(100, LEAD_MESSAGES.minQualityScore).default(0),
  /** USPS codes; empty accepts every state (and leads without one). */
  serviceStates: z.array(z.enum(STATE_CODES, { error: LEAD_MESSAGES.serviceStates })).max(STATE_CODES.length).default([]),
});
export type QualityRules = z.output<typeof QualityRules>;

/** PostgreSQL text cannot hold NUL: refused here with a clear message instead of failing in the database. */
const NO_NUL = /^[^\u0000]*$/;
const NUL_MESSAGE = 'Contains a character that is not allowed.';
const text = (max: number) => z.string().trim().max(max).regex(NO_NUL, NUL_MESSAGE);

const FacebookSettings = z.object({
  pageId: z.string().trim().regex(/^\d{5,20}$/, LEAD_MESSAGES.pageId),
  formId: z.union([z.literal(''), z.string().trim().regex(/^\d{5,20}$/, LEAD_MESSAGES.formId)]).optional(),
  /** Write-only: stored encrypted and never returned. Each check has its own message: the first that fails is shown. */
  pageAccessToken: z.string().trim()
    .startsWith('EAA', LEAD_MESSAGES.pageToken)
    .regex(/^[A-Za-z0-9]*$/, LEAD_MESSAGES.pageTokenCharacters)
    .min(PAGE_TOKEN_LENGTH.min, { error: (issue) => LEAD_MESSAGES.pageTokenShort(String(issue.input).length) })
    .max(PAGE_TOKEN_LENGTH.max, LEAD_MESSAGES.pageTokenLong)
    .optional(),
});

export const LeadCap = z.number({ error: LEAD_MESSAGES.leadCap }).int(LEAD_MESSAGES.leadCap)
  .min(0, LEAD_MESSAGES.leadCap).max(SPEND_CAP_LIMITS.maxLeads, LEAD_MESSAGES.leadCap).nullable();

export const CreateLeadConfig = z.object({
  campaignName: text(120).min(1, LEAD_MESSAGES.campaignName),
  campaignSource: z.enum(CAMPAIGN_SOURCES),
  leadType: z.enum(LEAD_TYPES, { error: LEAD_MESSAGES.leadType }),
  /** At least the list price for the source and type (checked by the server); left out, the list price. */
  costPerLeadCents: z.number({ error: LEAD_MESSAGES.cost }).int(LEAD_MESSAGES.cost)
    .min(COST_PER_LEAD_LIMITS.minCents, LEAD_MESSAGES.cost).max(COST_PER_LEAD_LIMITS.maxCents, LEAD_MESSAGES.cost).optional(),
  active: z.boolean().default(true),
  dailyBudgetCents: CapCents.default(null),
  dailyLeadCap: LeadCap.default(null),
  facebook: FacebookSettings.optional(),
  /** Replaced whole when sent; left out, every rule is off (create) or unchanged (update). */
  qualityRules: QualityRules.optional(),
});
export type CreateLeadConfig = z.input<typeof CreateLeadConfig>;

/** Only what is sent changes: the create defaults come off first (else renaming a paused import would switch it on). */
export const UpdateLeadConfig = CreateLeadConfig.omit({ campaignSource: true }).extend({
  active: CreateLeadConfig.shape.active.unwrap(),
  dailyBudgetCents: CapCents,
  dailyLeadCap: LeadCap,
  facebook: FacebookSettings.partial(),
}).partial().refine((v) => Object.values(v).some((x) => x !== undefined), 'Nothing to change.');
export type UpdateLeadConfig = z.input<typeof UpdateLeadConfig>;

export const LeadConfig = z.object({
  id: z.string(),
  campaignName: z.string(),
  campaignSource: z.enum(CAMPAIGN_SOURCES),
  /** Null for imports made before the price list: they keep their price until a type is chosen. */
  leadType: z.enum(LEAD_TYPES).nullable(),
  active: z.boolean(),
  costPerLeadCents: z.number().int(),
  qualityRules: QualityRules,
  createdAt: z.string(),
  updatedAt: z.string(),
  /** POST leads here (JSON, one or a batch); the URL is the secret. */
  ingestUrl: z.string(),
  stats: z.object({ leads: z.number().int(), deliveredLeads: z.number().int(), spentCents: z.number().int(), lastLeadAt: z.string().nullable() }),
  /** The import's daily caps (null: none), today's charges against them, and its leads they hold. */
  caps: z.object({
    dailyBudgetCents: z.number().int().nullable(),
    dailyLeadCap: z.number().int().nullable(),
    today: z.object({ leads: z.number().int(), cents: z.number().int() }),
    overCapLeads: z.number().int(),
  }),
  facebook: z.object({
    pageId: z.string().nullable(),
    formId: z.string().nullable(),
    hasPageToken: z.boolean(),
    callbackUrl: z.string(),
    verifyToken: z.string(),
    /** The server can verify Facebook's signatures (FACEBOOK_APP_SECRET is set). */
    ready: z.boolean(),
  }).nullable(),
  google: z.object({ webhookUrl: z.string(), googleKey: z.string() }).nullable(),
});
export type LeadConfig = z.infer<typeof LeadConfig>;

export const LeadPrice = z.object({
  source: z.enum(CAMPAIGN_SOURCES),
  leadType: z.enum(LEAD_TYPES),
  priceCents: z.number().int(),
  updatedAt: z.string(),
});
export type LeadPrice = z.infer<typeof LeadPrice>;
export const LeadPriceList = z.array(LeadPrice);
export const SetLeadPrice = z.object({
  priceCents: z.number({ error: LEAD_MESSAGES.listPrice }).int(LEAD_MESSAGES.listPrice)
    .min(LIST_PRICE_LIMITS.minCents, LEAD_MESSAGES.listPrice).max(LIST_PRICE_LIMITS.maxCents, LEAD_MESSAGES.listPrice),
});
export type SetLeadPrice = z.infer<typeof SetLeadPrice>;

export const QualityReason = z.object({ code: z.string(), points: z.number().int(), label: z.string() });
export type QualityReason = z.infer<typeof QualityReason>;

export const LeadConsent = z.object({
  text: z.string().optional(),
  timestamp: z.string().optional(),
  pageUrl: z.string().optional(),
  ip: z.string().optional(),
  userAgent: z.string().optional(),
  trustedFormCertUrl: z.string().optional(),
  jornayaLeadId: z.string().optional(),
});
export type LeadConsent = z.infer<typeof LeadConsent>;

export const LeadReturn = z.object({
  id: z.string(),
  status: z.enum(RETURN_STATUSES),
  reason: z.string(),
  details: z.string(),
  adminNote: z.string().nullable(),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
});
export type LeadReturn = z.infer<typeof LeadReturn>;

export const Lead = z.object({
  id: z.string(),
  configId: z.string().nullable(),
  campaignName: z.string().nullable(),
  sourcePlatform: z.string(),
  sourceLeadId: z.string().nullable(),
  status: z.enum(LEAD_STATUSES),
  qualityScore: z.number().int(),
  costCents: z.number().int(),
  chargedAt: z.string().nullable(),
  importedAt: z.string(),
  name: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  /** Not charged (waiting for funds, a duplicate, refused): its advertiser sees the contact details masked. */
  held: z.boolean(),
  duplicateOfId: z.string().nullable(),
  return: LeadReturn.nullable(),
  /** In the team's list (`whose=team`) and on a teammate's lead: the member whose import brought it. */
  member: z.object({ id: z.string(), name: z.string() }).optional(),
});
export type Lead = z.infer<typeof Lead>;

export const LeadDetail = Lead.extend({
  data: z.record(z.string(), z.string()),
  qualityReasons: z.array(QualityReason),
  errors: z.array(z.string()),
  consent: LeadConsent.nullable(),
  charge: LedgerEntry.nullable(),
  /** Until when a return can be requested; null when it cannot (not delivered, or already requested). */
  returnableUntil: z.string().nullable(),
  /** The earlier lead a duplicate repeats (same e-mail or phone, any of the advertiser's imports). */
  duplicateOf: z.object({ id: z.string(), name: z.string(), importedAt: z.string(), campaignName: z.string().nullable() }).nullable(),
});
export type LeadDetail = z.infer<typeof LeadDetail>;

export const LeadsQuery = z.object({
  configId: z.uuid().optional(),
  status: z.enum(LEAD_STATUSES).optional(),
  from: z.iso.date().optional(),
  to: z.iso.date().optional(),
  minQuality: z.coerce.number().int().min(0).max(100).optional(),
  search: text(100).optional(),
  /** `team`: every member's leads, for the team's owner and admins (TEAM_PERMISSIONS' `leads`); `mine` by default. */
  whose: z.enum(['mine', 'team']).default('mine'),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(LEADS_PAGE_SIZE),
});
export type LeadsQuery = z.input<typeof LeadsQuery>;
export type LeadFilters = Omit<z.infer<typeof LeadsQuery>, 'page' | 'limit'>;
export const LeadPage = z.object({ items: z.array(Lead), total: z.number().int(), page: z.number().int(), pageSize: z.number().int() });
export type LeadPage = z.infer<typeof LeadPage>;

export const LeadSummary = z.object({
  stats: z.object({
    totalLeads: z.number().int(),
    totalSpentCents: z.number().int(),
    /** Mean quality score of all leads, one decimal. */
    avgQuality: z.number(),
    activeConfigs: z.number().int(),
  }),
  recentLeads: z.array(Lead),
});
export type LeadSummary = z.infer<typeof LeadSummary>;

export const ReturnRequest = z.object({
  reason: z.enum(Object.keys(RETURN_REASONS) as [ReturnReason, ...ReturnReason[]]),
  details: text(1000).default(''),
});
export type ReturnRequest = z.input<typeof ReturnRequest>;

export const ReturnDecision = z.object({ decision: z.enum(['approve', 'deny']), note: text(1000).default('') });

export const AdminLeadReturn = LeadReturn.extend({
  lead: Lead,
  user: z.object({ id: z.string(), email: z.string(), name: z.string() }),
});
export const AdminLeadReturnList = z.object({ items: z.array(AdminLeadReturn), total: z.number().int(), page: z.number().int(), pageSize: z.number().int() });
export type AdminLeadReturnList = z.infer<typeof AdminLeadReturnList>;

/**
 * One lead as sent to the ingest URL. Common aliases are accepted (firstName, phone_number, postal_code ...); any other
 * string field is kept with the lead as given.
 */
const scalar = z.union([z.string(), z.number(), z.boolean()]).transform(String);
export const IncomingLead = z.record(z.string().max(64), z.union([scalar, z.record(z.string().max(64), scalar), z.null()]))
  .refine((o) => Object.keys(o).length <= 60, 'A lead has at most 60 fields.');
export type IncomingLead = z.input<typeof IncomingLead>;

export const IngestBody = z.union([
  z.object({ leads: z.array(IncomingLead).min(1).max(MAX_INGEST_BATCH) }),
  z.array(IncomingLead).min(1).max(MAX_INGEST_BATCH),
  IncomingLead,
]);

export const INGEST_OUTCOMES = ['delivered', 'pending', 'over_cap', 'duplicate', 'test', 'already_imported', 'rejected'] as const;
export type IngestOutcome = (typeof INGEST_OUTCOMES)[number];
export const IngestResult = z.object({
  index: z.number().int(),
  outcome: z.enum(INGEST_OUTCOMES),
  leadId: z.string().nullable(),
  qualityScore: z.number().int().nullable(),
  costCents: z.number().int(),
  errors: z.array(z.string()),
});
export type IngestResult = z.infer<typeof IngestResult>;
export const IngestResponse = z.object({
  received: z.number().int(),
  counts: z.record(z.enum(INGEST_OUTCOMES), z.number().int()),
  results: z.array(IngestResult),
});
export type IngestResponse = z.infer<typeof IngestResponse>;

/** What a CSV column can be mapped to in the upload's mapping step. */
export const LEAD_FIELDS = {
  first_name: 'First name',
  last_name: 'Last name',
  full_name: 'Full name',
  email: 'E-mail',
  phone: 'Phone',
  address: 'Street address',
  city: 'City',
  state: 'State',
  zip: 'ZIP code',
  date_of_birth: 'Date of birth',
  source_id: 'Lead ID (source)',
  consent_text: 'Consent text',
  consent_timestamp: 'Consent timestamp',
  consent_page_url: 'Consent page URL',
  consent_ip: 'Consent IP address',
  consent_user_agent: 'Consent user agent',
  trustedform_cert_url: 'TrustedForm certificate URL',
  jornaya_leadid: 'Jornaya LeadiD',
} as const;
export type LeadField = keyof typeof LEAD_FIELDS;
export const LEAD_FIELD_NAMES = Object.keys(LEAD_FIELDS) as [LeadField, ...LeadField[]];

/** The names sources use for our fields (compared lower-case, letters and digits only). */
const LEAD_FIELD_ALIASES: Record<LeadField, string[]> = {
  first_name: ['firstname', 'first', 'fname', 'givenname'],
  last_name: ['lastname', 'last', 'lname', 'surname', 'familyname'],
  full_name: ['fullname', 'name', 'contactname'],
  email: ['email', 'emailaddress', 'mail', 'workemail'],
  phone: ['phone', 'phonenumber', 'mobile', 'mobilephone', 'cell', 'cellphone', 'telephone', 'tel', 'phone1', 'workphone'],
  address: ['address', 'streetaddress', 'address1', 'street'],
  city: ['city', 'town'],
  state: ['state', 'st', 'statecode', 'stateabbr', 'stateabbreviation', 'region', 'province', 'stateprovince'],
  zip: ['zip', 'zipcode', 'zip5', 'postalcode', 'postcode', 'postal'],
  date_of_birth: ['dateofbirth', 'dob', 'birthdate', 'birthday'],
  source_id: ['sourceid', 'leadid', 'leadnumber', 'leadno', 'externalid', 'leadgenid', 'id'],
  consent_text: ['consent', 'consenttext', 'consentlanguage', 'tcpatext', 'tcpalanguage', 'tcpaconsenttext', 'tcpaconsent', 'disclaimer'],
  consent_timestamp: ['consenttimestamp', 'consentedat', 'consentdate', 'tcpatimestamp', 'optindate', 'optintimestamp', 'optintime'],
  consent_page_url: ['consentpageurl', 'pageurl', 'landingpageurl', 'sourceurl', 'url'],
  consent_ip: ['consentip', 'ipaddress', 'ip'],
  consent_user_agent: ['consentuseragent', 'useragent'],
  trustedform_cert_url: ['trustedformcerturl', 'xxtrustedformcerturl', 'trustedformurl', 'trustedform'],
  jornaya_leadid: ['jornayaleadid', 'leadidtoken', 'universalleadid', 'jornaya'],
};
const FIELD_BY_ALIAS = new Map(Object.entries(LEAD_FIELD_ALIASES).flatMap(([field, names]) => names.map((n) => [n, field as LeadField] as const)));
/** 'Lead #' -> 'leadnumber', 'E-mail Address' -> 'emailaddress'. */
const aliasKey = (name: string) => name.toLowerCase().replace(/#/g, 'number').replace(/[^a-z0-9]/g, '');

/** 'E-mail Address' -> 'email', 'Opt-in Time' -> 'consent_timestamp', 'ST' -> 'state', 'Lead #' -> 'source_id'; undefined when unknown. */
export function leadFieldFor(name: string): LeadField | undefined {
  return FIELD_BY_ALIAS.get(aliasKey(name)) ?? FIELD_BY_ALIAS.get(aliasKey(name.replace(/^consent_?/i, '')));
}

/** CSV header -> lead field; unmapped columns are kept as extra fields under their header name. */
export const CsvMapping = z.record(z.string().max(200), z.union([z.enum(LEAD_FIELD_NAMES), z.literal('ignore'), z.literal('extra')]));
export type CsvMapping = z.infer<typeof CsvMapping>;
export const MAX_CSV_BYTES = 100 * 1024 * 1024;
export const MAX_CSV_ERRORS_REPORTED = 100;

export const CsvImportReport = z.object({
  importId: z.string(),
  fileName: z.string(),
  rows: z.number().int(),
  counts: z.record(z.enum(INGEST_OUTCOMES), z.number().int()),
  chargedCents: z.number().int(),
  errors: z.array(z.object({ row: z.number().int(), messages: z.array(z.string()) })),
  /** More rows had errors than are listed. */
  errorsTruncated: z.boolean(),
  durationMs: z.number().int(),
});
export type CsvImportReport = z.infer<typeof CsvImportReport>;

/**
 * An upload's or an import's leads by their current status: waiting leads move to delivered when a recharge pays
 * for them, so these are read from the leads, never from the upload's report. `overCap`: held by a spend cap.
 */
export const LeadCounts = z.object({
  delivered: z.number().int(),
  pending: z.number().int(),
  overCap: z.number().int(),
  rejected: z.number().int(),
  duplicate: z.number().int(),
  test: z.number().int(),
  returned: z.number().int(),
});
export type LeadCounts = z.infer<typeof LeadCounts>;

/** Nothing can change any more: not processing, and no lead held (waiting for funds or over a cap). */
export const countsSettled = (counts: LeadCounts) => counts.pending + counts.overCap === 0;

export const LeadImportCounts = LeadCounts.extend({
  importId: z.string(),
  status: z.enum(['processing', 'completed', 'failed']),
  rows: z.number().int(),
  /** Rows found already imported; known from the upload's report only (such a row stores nothing new). */
  alreadyImported: z.number().int(),
  chargedCents: z.number().int(),
  settled: z.boolean(),
});
export type LeadImportCounts = z.infer<typeof LeadImportCounts>;

/** An import configuration's leads: those that arrived today (UTC) and all of them, by current status. */
export const ConfigLeadCounts = z.object({ today: LeadCounts, allTime: LeadCounts, settled: z.boolean() });
export type ConfigLeadCounts = z.infer<typeof ConfigLeadCounts>;

export const LEAD_COUNT_LABELS: Record<keyof LeadCounts | 'alreadyImported', string> = {
  delivered: 'Delivered and charged',
  pending: 'Waiting for funds',
  overCap: 'Over cap (held)',
  rejected: 'Refused',
  duplicate: 'Duplicates (not charged)',
  test: 'Test leads',
  returned: 'Returned',
  alreadyImported: 'Already imported',
};
