// Where the marketing pages' calls to action go. The contact page preselects its subject from the query.
export const CONTACT_LEADS = '/contact?subject=leads';
export const CONTACT_SALES = '/contact?subject=pricing';
export const GET_STARTED = '/marketplace';

/** Where a plan is bought: Billing & Plans with the plan (and add-ons) chosen; signing in first keeps the choice. */
export const planPath = (plan: 'starter' | 'professional' | 'enterprise', addons: string[] = []) =>
  `/account/billing?${new URLSearchParams({ plan, ...(addons.length ? { addons: addons.join(',') } : {}) })}#plans`;
