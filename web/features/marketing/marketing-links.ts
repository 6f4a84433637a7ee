// Where the marketing pages' calls to action go. The contact page preselects its subject from the query.
export const CONTACT_LEADS = '/contact?subject=leads';
export const CONTACT_SALES = '/contact?subject=pricing';
export const GET_STARTED = '/marketplace';
