// /api/subscription: the team's plan (view, quote, start, change, cancel/resume, pay overdue) and taking datasets
// into it. Prices and what may be changed are decided here, never by the browser.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { PlanQuote, PlanSettings, SubscriptionView, TakeResult } from '../../../common/plans';
import type { Payments } from '../payments/reconcile';
import { takeIntoPlan } from './plan-takes';
import { payOverdue } from './renewals';
import { changePlan, quoteChange, setCancellation, startPlan, subscriptionView } from './subscriptions.service';

const tags = ['plans'];
const payLimit = { rateLimit: { max: 10, timeWindow: '1 minute' } };

export async function subscriptionRoutes(app: FastifyInstance, { payments }: { payments: Payments }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const view = (userId: string) => subscriptionView(app.db, userId);

  r.get('/api/subscription', {
    schema: { tags, summary: 'Plans and add-ons with their prices, and the team\'s plan, usage and next renewal', response: { 200: SubscriptionView } },
  }, (req) => view(req.user!.id));

  r.post('/api/subscription/quote', {
    schema: { tags, summary: 'What choosing these settings would charge now, credit, and cost monthly', body: PlanSettings, response: { 200: PlanQuote } },
  }, (req) => quoteChange(app.db, req.user!.id, req.body));

  r.post('/api/subscription', {
    schema: { tags, summary: 'Start a plan: the first month is charged to the saved card (owner only)', body: PlanSettings, response: { 200: SubscriptionView } },
    config: payLimit,
  }, async (req) => {
    await startPlan(payments, req.user!, req.body);
    return view(req.user!.id);
  });

  r.put('/api/subscription', {
    schema: { tags, summary: 'Change plan or add-ons, pro rata (owner only)', body: PlanSettings, response: { 200: SubscriptionView } },
    config: payLimit,
  }, async (req) => {
    await changePlan(payments, req.user!, req.body);
    return view(req.user!.id);
  });

  r.post('/api/subscription/cancel', {
    schema: { tags, summary: 'Cancel at the end of the current period (owner only)', response: { 200: SubscriptionView } },
  }, async (req) => {
    await setCancellation(app.db, req.user!.id, true);
    return view(req.user!.id);
  });

  r.post('/api/subscription/resume', {
    schema: { tags, summary: 'Keep a plan set to cancel (owner only)', response: { 200: SubscriptionView } },
  }, async (req) => {
    await setCancellation(app.db, req.user!.id, false);
    return view(req.user!.id);
  });

  r.post('/api/subscription/pay-overdue', {
    schema: { tags, summary: 'Pay a past-due renewal now with the saved card (owner only)', response: { 200: SubscriptionView } },
    config: payLimit,
  }, async (req) => {
    await payOverdue(payments, req.user!.id);
    return view(req.user!.id);
  });

  r.post('/api/subscription/takes', {
    schema: { tags, summary: 'Take a catalog dataset into the plan instead of paying its price', body: z.object({ datasetId: z.uuid() }), response: { 200: TakeResult } },
    config: { rateLimit: { max: 60, timeWindow: '1 minute' } },
  }, (req) => takeIntoPlan(app.db, req.user!.id, req.body.datasetId));
}
