// Who may call each API route: one table for the whole API, read by the guard (access-guard.ts) on every request and
// walked by access-rules.test.ts over every route of the OpenAPI document. A route under /api/ without a rule here
// stops the app at start (and so every test), so a new route cannot ship unguarded by accident.
//
// - 'anyone': public data and forms (rate limited where they send mail or store text).
// - 'signed-in': a session; the route reads and writes the signed-in user's own rows or their team's, and a rule's
//   `team` names the TEAM_PERMISSIONS entry (common/teams.ts) a member's role must have (the service refuses with 403).
// - 'admin': a session of an administrator.
// - 'signed-in or link': a session, or a signed link the route checks (a download sent by e-mail or to a script).
// - 'proof': the request itself proves the caller (a webhook signature, a lead source's ingest token, a token mailed to
//   an address); without it the route answers 4xx.
// - { key }: the data API: an API key of a current member with that scope (api-key-auth.ts), never a session.
import type { ApiKeyScope } from '../../../common/api-keys';
import type { TeamPermissions } from '../../../common/teams';

/** The TEAM_PERMISSIONS entries that are yes or no for a role. */
export type TeamPermission = { [K in keyof TeamPermissions]: TeamPermissions[K] extends boolean ? K : never }[keyof TeamPermissions];

export type Access =
  | { who: 'anyone' | 'admin' | 'signed-in or link' | 'proof' }
  | { who: 'signed-in'; team?: TeamPermission }
  | { who: 'key'; scope: ApiKeyScope };

const anyone: Access = { who: 'anyone' };
const signedIn: Access = { who: 'signed-in' };
const proof: Access = { who: 'proof' };
const team = (permission: TeamPermission): Access => ({ who: 'signed-in', team: permission });
const key = (scope: ApiKeyScope): Access => ({ who: 'key', scope });

/** Rules for every route under a prefix (checked after the exact rules). */
export const PREFIX_RULES: [prefix: string, access: Access][] = [
  ['/api/admin/', { who: 'admin' }],
  // Swagger UI and the OpenAPI document.
  ['/api/docs', anyone],
];

/** `METHOD /url` as Fastify registers it (`:param`, `*`). */
export const ACCESS_RULES: Record<string, Access> = {
  // System and site content
  'GET /api/health': anyone,
  'GET /api/ready': anyone,
  'GET /api/config': anyone,
  'GET /api/content': anyone,
  'GET /api/content/images/:name': anyone,
  // Development only (not registered in production): the mails the app would have sent.
  'GET /api/dev/mailbox': anyone,

  // Accounts. better-auth's own endpoints (/api/auth/*) check their own session where they need one.
  'POST /api/auth/sign-in/email': anyone,
  'POST /api/auth/sign-up/email': anyone,
  'POST /api/auth/request-password-reset': anyone,
  'POST /api/auth/reset-password': proof,
  'POST /api/auth/send-verification-email': anyone,
  'POST /api/auth/change-password': signedIn,
  'POST /api/auth/change-email': signedIn,
  'GET /api/auth/*': anyone,
  'POST /api/auth/*': anyone,
  'GET /api/session': anyone,
  'GET /api/me': signedIn,
  'GET /api/account/summary': signedIn,
  'GET /api/account/profile': signedIn,
  'PATCH /api/account/profile': signedIn,
  'GET /api/account/notifications': signedIn,
  'PUT /api/account/notifications': signedIn,
  'GET /api/account/sessions': signedIn,
  'POST /api/account/sessions/revoke-others': signedIn,
  'DELETE /api/account/sessions/:id': signedIn,
  'GET /api/account/export': signedIn,
  'POST /api/account/delete': signedIn,

  // Catalog
  'GET /api/categories': anyone,
  'GET /api/providers': anyone,
  'GET /api/datasets': anyone,
  'GET /api/catalog/facets': anyone,
  'GET /api/datasets/by-id/:id': anyone,
  'GET /api/datasets/:slug': anyone,
  'GET /api/datasets/:id/sample': anyone,
  'GET /api/datasets/:id/sample.csv': anyone,
  'GET /api/stats': anyone,
  'GET /api/datasets/:id/reviews': anyone,
  'POST /api/datasets/:id/reviews': signedIn,

  // Cart, wishlist, forms
  'GET /api/cart': signedIn,
  'POST /api/cart/items': signedIn,
  'PATCH /api/cart/items/:id': signedIn,
  'DELETE /api/cart/items/:id': signedIn,
  'DELETE /api/cart': signedIn,
  'POST /api/cart/merge': signedIn,
  'GET /api/wishlist': signedIn,
  'PUT /api/wishlist/:datasetId': signedIn,
  'DELETE /api/wishlist/:datasetId': signedIn,
  'GET /api/forms/token': anyone,
  'POST /api/contact': anyone,
  'POST /api/support': anyone,
  'POST /api/newsletter': anyone,
  'POST /api/newsletter/confirm': proof,
  'POST /api/newsletter/unsubscribe': proof,

  // Downloads
  'GET /api/downloads': signedIn,
  'GET /api/me/owned-datasets': signedIn,
  'POST /api/downloads/:grantId/link': signedIn,
  'GET /api/downloads/:grantId/file': { who: 'signed-in or link' },
  'GET /api/downloads/addons': signedIn,
  'GET /api/downloads/:grantId/verification-report': signedIn,

  // Teams
  'GET /api/team': signedIn,
  'PATCH /api/team': team('rename'),
  'POST /api/team/invitations': team('invite'),
  'DELETE /api/team/invitations/:id': team('invite'),
  'POST /api/team/invitations/:id/resend': team('invite'),
  'GET /api/team/invitations/preview': proof,
  'POST /api/team/join': signedIn,
  'PATCH /api/team/members/:userId': team('changeRoles'),
  // Who removes whom is TEAM_PERMISSIONS' `removes` (by the target's role: teams.test.ts).
  'DELETE /api/team/members/:userId': signedIn,
  'POST /api/team/leave': team('leave'),

  // Buying, orders, invoices, billing
  'POST /api/checkout': signedIn,
  'GET /api/checkout': signedIn,
  'POST /api/payments/local/confirm': signedIn,
  // Registered only with Stripe's keys (the local gateway has no webhook).
  'POST /api/webhooks/stripe': proof,
  'GET /api/orders': signedIn,
  'GET /api/orders/:id': signedIn,
  'GET /api/invoices': signedIn,
  'GET /api/invoices/:id/pdf': signedIn,
  'GET /api/billing/profile': signedIn,
  'PUT /api/billing/profile': signedIn,
  'GET /api/billing/card': signedIn,
  'POST /api/billing/card': signedIn,
  'POST /api/billing/card/setup': signedIn,
  'POST /api/billing/card/stripe': signedIn,
  'DELETE /api/billing/card': signedIn,
  'GET /api/balance': signedIn,
  'PUT /api/balance/auto-recharge': signedIn,
  'PUT /api/balance/spend-caps': signedIn,
  'GET /api/balance/transactions': signedIn,
  'GET /api/balance/transactions.csv': signedIn,

  // Plans
  'GET /api/subscription': signedIn,
  'POST /api/subscription/quote': signedIn,
  'POST /api/subscription': team('manageBilling'),
  'PUT /api/subscription': team('manageBilling'),
  'POST /api/subscription/cancel': team('manageBilling'),
  'POST /api/subscription/resume': team('manageBilling'),
  'POST /api/subscription/pay-overdue': team('manageBilling'),
  'POST /api/subscription/takes': signedIn,
  'GET /api/realtime': signedIn,
  'PUT /api/realtime': team('manageRealtime'),
  'POST /api/realtime/roll-secret': team('manageRealtime'),
  'POST /api/realtime/test': team('manageRealtime'),
  'POST /api/realtime/deliveries/:id/replay': team('manageRealtime'),

  // API keys and the data API
  'GET /api/api-keys': signedIn,
  'GET /api/api-keys/usage': signedIn,
  'POST /api/api-keys': signedIn,
  // A member revokes the keys they made; the owner and admins any of the team's.
  'DELETE /api/api-keys/:id': team('manageKeys'),
  'POST /api/api-keys/:id/take-over': team('manageKeys'),
  'GET /api/v1/openapi.json': anyone,
  'GET /api/v1/catalog/datasets': key('catalog:read'),
  'GET /api/v1/datasets/owned': key('datasets:read'),
  'GET /api/v1/datasets/:id/rows': key('datasets:read'),
  'GET /api/v1/datasets/:id/rows.ndjson': key('datasets:read'),
  'GET /api/v1/datasets/:id/rows.csv': key('datasets:read'),
  'GET /api/v1/leads': key('leads:read'),

  // Leads: an advertiser's own sources and leads (a team's owner and admins read every member's: TEAM_PERMISSIONS' `leads`)
  'GET /api/lead-prices': signedIn,
  'GET /api/lead-configs': signedIn,
  'POST /api/lead-configs': signedIn,
  'GET /api/lead-configs/:id': signedIn,
  'GET /api/lead-configs/:id/counts': signedIn,
  'PATCH /api/lead-configs/:id': signedIn,
  'DELETE /api/lead-configs/:id': signedIn,
  'POST /api/lead-configs/:id/rotate': signedIn,
  'GET /api/leads/summary': signedIn,
  'GET /api/leads': signedIn,
  'GET /api/leads/export.csv': signedIn,
  'GET /api/leads/export.json': signedIn,
  'GET /api/leads/imports/:id/counts': signedIn,
  'GET /api/leads/:id': signedIn,
  'POST /api/leads/:id/return': signedIn,
  'POST /api/leads/import': signedIn,
  'POST /api/leads/ingest/:token': proof,
  'GET /api/webhooks/facebook': proof,
  'POST /api/webhooks/facebook': proof,
  'POST /api/webhooks/google-ads/:configId': proof,
  'GET /api/lead-configs/:id/delivery': signedIn,
  'PUT /api/lead-configs/:id/delivery': signedIn,
  'POST /api/lead-configs/:id/delivery/resend-email-confirmation': signedIn,
  'POST /api/lead-configs/:id/delivery/rotate-secret': signedIn,
  'POST /api/lead-configs/:id/delivery/enable': signedIn,
  'POST /api/lead-configs/:id/delivery/test': signedIn,
  'GET /api/lead-configs/:id/deliveries': signedIn,
  'GET /api/leads/:id/deliveries': signedIn,
  'POST /api/leads/:id/deliveries': signedIn,
  'POST /api/lead-delivery/confirm-email': proof,
};

/** The rule of a route (`url` as registered), or undefined. */
export function accessOf(method: string, url: string): Access | undefined {
  return ACCESS_RULES[`${method} ${url}`] ?? PREFIX_RULES.find(([prefix]) => url.startsWith(prefix))?.[1];
}
