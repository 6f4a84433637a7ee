// /pricing: three plans (one marked most popular), add-ons, FAQ and calls to action; all text is editable content.
import { Link } from 'react-router';
import { usePageTitle } from '../../app/use-page-title';
import { buttonClasses } from '../../components/ui/button';
import { SectionHeading } from '../../components/ui/section-heading';
import { ADDON_IDS, ADDONS } from '../../../common/plan-catalog';
import { addPageContentDefaults, useContent } from '../content';
import { FaqList } from './faq-list';
import { MarketingHero } from './marketing-hero';
import { CONTACT_SALES, GET_STARTED, planPath } from './marketing-links';
import { OfferCard } from './offer-card';

addPageContentDefaults();

/** The pricing page's plans in order, as the server knows them. */
const PLANS = [[1, 'starter'], [2, 'professional'], [3, 'enterprise']] as const;

export function PricingPage() {
  const { t } = useContent();
  const title = t('pricing_title');
  usePageTitle(title);
  const popular = t('pricing_popular_plan').trim();
  return (
    <>
      <MarketingHero title={title} description={t('pricing_description')} />

      <section aria-label="Plans" className="mx-auto max-w-6xl px-4 py-16 sm:px-6 lg:px-8">
        <ul className="grid gap-8 lg:grid-cols-3">
          {PLANS.map(([n, plan]) => (
            <li key={n}>
              <OfferCard
                prefix={`pricing_plan_${n}`}
                href={planPath(plan)}
                badge={popular === String(n) ? t('pricing_popular_badge') : undefined}
              />
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="pricing-addons-heading" className="bg-slate-50 py-16">
        <div className="mx-auto max-w-6xl px-4 sm:px-6 lg:px-8">
          <h2 id="pricing-addons-heading" className="text-center text-3xl font-bold tracking-tight text-slate-900">
            {t('pricing_addons_title')}
          </h2>
          <p className="mt-3 text-center text-slate-600">
            Add them to any plan on{' '}
            <Link to="/account/billing#plans" className="font-semibold text-primary-700 underline underline-offset-2">Billing &amp; Plans</Link>.
          </p>
          <ul className="mt-10 grid gap-4 sm:grid-cols-2">
            {ADDON_IDS.map((id) => [t(`${ADDONS[id].contentPrefix}_name`), t(`${ADDONS[id].contentPrefix}_price`), t(`${ADDONS[id].contentPrefix}_description`)]).map(([name, price, description]) => (
              <li key={name} className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
                <div className="flex flex-wrap items-baseline justify-between gap-2">
                  <h3 className="font-semibold text-slate-900">{name}</h3>
                  <p className="font-semibold text-primary-700">{price}</p>
                </div>
                <p className="mt-2 text-sm text-slate-600">{description}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section aria-labelledby="pricing-faq-heading" className="mx-auto max-w-3xl px-4 py-16 sm:px-6 lg:px-8">
        <h2 id="pricing-faq-heading" className="mb-8 text-center text-3xl font-bold tracking-tight text-slate-900">
          {t('pricing_faq_title')}
        </h2>
        <FaqList value={t('pricing_faq')} />
      </section>

      <section aria-labelledby="pricing-cta-heading" className="mx-auto max-w-4xl px-4 pb-16 text-center sm:px-6 lg:px-8">
        <div className="rounded-3xl bg-primary-50 px-6 py-10">
          <SectionHeading id="pricing-cta-heading" title={t('pricing_cta_title')} description={t('pricing_cta_description')} />
          <div className="mt-6 flex flex-col justify-center gap-3 sm:flex-row">
            <Link to={GET_STARTED} className={buttonClasses('primary', 'lg')}>
              Browse the Marketplace
            </Link>
            <Link to={CONTACT_SALES} className={buttonClasses('outline', 'lg')}>
              Contact Sales
            </Link>
          </div>
          <p className="mt-6 text-sm text-slate-600">
            Buying for a team?{' '}
            <Link to="/for-business" className="font-semibold text-primary-700 underline underline-offset-2">
              See our business plans
            </Link>
          </p>
        </div>
      </section>
    </>
  );
}
