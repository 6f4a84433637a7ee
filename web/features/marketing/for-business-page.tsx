// /for-business: enterprise data solutions: what teams get, live catalog figures and three business plans.
import { BarChart3, Building2, Code2, Database, Download, Layers, ShieldCheck, UserCheck, Users, type LucideIcon } from 'lucide-react';
import { Link } from 'react-router';
import { usePageTitle } from '../../app/use-page-title';
import { buttonClasses } from '../../components/ui/button';
import { addPageContentDefaults, useContent } from '../content';
import { CatalogFigures } from './catalog-figures';
import { MarketingHero } from './marketing-hero';
import { CONTACT_SALES, planPath } from './marketing-links';

/** Business plans 1 and 2 are Professional and Enterprise with Team Management; the third is sales-led. */
const BUSINESS_PLANS = [planPath('professional', ['team']), planPath('enterprise', ['team'])];
import { OfferCard } from './offer-card';
import { IconCards } from './icon-cards';

addPageContentDefaults();

const FEATURE_ICONS: LucideIcon[] = [Users, Download, Layers, Code2, ShieldCheck, UserCheck];

export function ForBusinessPage() {
  const { t } = useContent();
  const title = t('business_title');
  usePageTitle(title);
  return (
    <>
      <MarketingHero eyebrow="For Business" title={title} description={t('business_description')}>
        <Link to={CONTACT_SALES} className={buttonClasses('inverse', 'lg')}>
          Contact Sales
        </Link>
        <Link to="/browse-data" className={buttonClasses('outline-inverse', 'lg')}>
          Browse the Catalog
        </Link>
      </MarketingHero>

      <div className="mx-auto max-w-5xl px-4 pt-10 sm:px-6 lg:px-8">
        <CatalogFigures
          label="Catalog figures"
          figures={[
            { stat: 'totalDatasets', label: 'Datasets', icon: Database },
            { stat: 'activeProviders', label: 'Verified Providers', icon: Building2 },
            { stat: 'totalRecords', label: 'Records', icon: BarChart3, compact: true },
            { stat: 'activeCategories', label: 'Categories', icon: Layers },
          ]}
        />
      </div>

      <section aria-labelledby="business-features-heading" className="mx-auto max-w-6xl px-4 py-16 sm:px-6 lg:px-8">
        <h2 id="business-features-heading" className="text-center text-3xl font-bold tracking-tight text-slate-900">
          {t('business_features_title')}
        </h2>
        <IconCards list={t('business_features')} icons={FEATURE_ICONS} className="lg:grid-cols-3" />
      </section>

      <section aria-labelledby="business-plans-heading" className="bg-slate-50 py-16">
        <div className="mx-auto max-w-6xl px-4 sm:px-6 lg:px-8">
          <h2 id="business-plans-heading" className="text-center text-3xl font-bold tracking-tight text-slate-900">
            {t('business_plans_title')}
          </h2>
          <ul className="mt-12 grid gap-8 lg:grid-cols-3">
            {[1, 2, 3].map((n) => (
              <li key={n}>
                <OfferCard prefix={`business_plan_${n}`} href={BUSINESS_PLANS[n - 1] ?? CONTACT_SALES} />
              </li>
            ))}
          </ul>
        </div>
      </section>
    </>
  );
}
