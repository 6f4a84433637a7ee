// Picks the gateway from the configuration; null (payments unavailable, with the reason logged) when it cannot run.
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import type { PaymentGateway } from './gateway';
import { localGateway } from './local-gateway';
import { stripeGateway, type StripeGatewayOptions } from './stripe-gateway';

export async function createGateway(config: Config, db: Db, stripeApi?: StripeGatewayOptions['api']): Promise<{ gateway: PaymentGateway | null; problem?: string }> {
  const { provider, stripeSecretKey, stripeWebhookSecret } = config.payments;
  if (provider === 'local') {
    if (config.production) return { gateway: null, problem: 'PAYMENT_PROVIDER=local is a test gateway and does not run with NODE_ENV=production' };
    return { gateway: localGateway(db) };
  }
  if (!stripeSecretKey) return { gateway: null, problem: 'PAYMENT_PROVIDER=stripe needs STRIPE_SECRET_KEY' };
  return { gateway: await stripeGateway({ secretKey: stripeSecretKey, webhookSecret: stripeWebhookSecret, api: stripeApi }) };
}
