// /api/contact, /api/support, /api/newsletter/*, /api/forms/token: the public forms that reach the team, guarded
// against bots (honeypot + signed form token) and rate limited per address.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ApiErrorBody } from '../../../common/api';
import {
  ContactMessageInput, FormToken, MessageReceived, NewsletterLink, NewsletterLinkReply, NewsletterSignupInput, NewsletterSignupReply,
  SupportMessageInput,
} from '../../../common/messages';
import { formGuard, type FormGuard } from './form-guard';
import { receiveMessage, type ReceiveDeps } from './messages.service';
import { confirmSubscription, newsletterLinks, subscribe, unsubscribe, type NewsletterDeps } from './newsletter.service';

export interface MessageRoutesOptions {
  secret: string;
  publicUrl: string;
  adminEmails: string[];
  /** Sends per address per 10 minutes, per form (FORM_RATE_LIMIT; a person writes a few messages, not dozens). */
  sendRateLimit?: number;
  /** Tests pass their own guard (for instance one with a different minimum time). */
  guard?: FormGuard;
}

const tags = ['messages'];
const errors = { 400: ApiErrorBody, 422: ApiErrorBody, 429: ApiErrorBody };

export async function messageRoutes(app: FastifyInstance, opts: MessageRoutesOptions) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const guard = opts.guard ?? formGuard(opts.secret);
  const SEND_LIMIT = { max: opts.sendRateLimit ?? 5, timeWindow: '10 minutes' };
  const receive: ReceiveDeps = { db: app.db, mailer: app.mailer, publicUrl: opts.publicUrl, adminEmails: opts.adminEmails };
  const newsletter: NewsletterDeps = { db: app.db, mailer: app.mailer, publicUrl: opts.publicUrl, links: newsletterLinks(opts.secret, opts.publicUrl) };
  /** The signed-in sender's id, so the inbox can tell customers apart; a guest is welcome too. */
  const senderId = async (req: FastifyRequest) => (await app.sessionUsers.resolve(req))?.id ?? null;

  r.get('/api/forms/token', {
    schema: { tags, summary: 'A token of when a public form was shown; the form sends it back (bot check)', response: { 200: FormToken } },
    config: { rateLimit: { max: 60, timeWindow: '1 minute' } },
  }, async (_req, reply) => {
    reply.header('cache-control', 'no-store');
    return { token: guard.issue(), minAgeMs: guard.minAgeMs };
  });

  r.post('/api/contact', {
    schema: { tags, summary: 'Send a message from the contact page', body: ContactMessageInput, response: { 201: MessageReceived, ...errors } },
    config: { rateLimit: SEND_LIMIT },
  }, async (req, reply) => {
    const { website, formToken, ...message } = req.body;
    guard.check({ website, formToken });
    return reply.status(201).send(await receiveMessage(receive, { ...message, channel: 'contact', userId: await senderId(req) }));
  });

  r.post('/api/support', {
    schema: { tags, summary: "Send a message from the support page's 'Still Need Help?' form", body: SupportMessageInput, response: { 201: MessageReceived, ...errors } },
    config: { rateLimit: SEND_LIMIT },
  }, async (req, reply) => {
    const { website, formToken, ...message } = req.body;
    guard.check({ website, formToken });
    return reply.status(201).send(await receiveMessage(receive, { ...message, channel: 'support', userId: await senderId(req) }));
  });

  r.post('/api/newsletter', {
    schema: {
      tags, summary: 'Sign up for the newsletter: a confirmation link is e-mailed (same answer whether or not already subscribed)',
      body: NewsletterSignupInput, response: { 202: NewsletterSignupReply, ...errors },
    },
    config: { rateLimit: SEND_LIMIT },
  }, async (req, reply) => {
    guard.check(req.body);
    return reply.status(202).send(await subscribe(newsletter, req.body.email));
  });

  r.post('/api/newsletter/confirm', {
    schema: { tags, summary: 'Confirm a subscription with the e-mailed link', body: NewsletterLink, response: { 200: NewsletterLinkReply, 400: ApiErrorBody } },
    config: { rateLimit: { max: 30, timeWindow: '10 minutes' } },
  }, (req) => confirmSubscription(newsletter, req.body.email.trim().toLowerCase(), req.body.token));

  r.post('/api/newsletter/unsubscribe', {
    schema: { tags, summary: 'Unsubscribe with the link every newsletter mail carries', body: NewsletterLink, response: { 200: NewsletterLinkReply, 400: ApiErrorBody } },
    config: { rateLimit: { max: 30, timeWindow: '10 minutes' } },
  }, (req) => unsubscribe(newsletter, req.body.email.trim().toLowerCase(), req.body.token));
}
