// /lead-generation: the done-for-you campaign service: services, typical results, packages and a final call to action.
import { BadgeCheck, Megaphone, Phone, Target, Zap, type LucideIcon } from 'lucide-react';
import { Link } from 'react-router';
import { usePageTitle } from '../../app/use-page-title';
import { buttonClasses } from '../../components/ui/button';
import { addPageContentDefaults, contentRows, useContent } from '../content';
import { MarketingHero } from './marketing-hero';
import { CONTACT_LEADS, CONTACT_SALES, GET_STARTED } from './marketing-links';
import { OfferCard } from './offer-card';

addPageContentDefaults();

const SERVICE_ICONS: LucideIcon[] = [Target, Megaphone, BadgeCheck, Zap];

export function LeadGenerationPage() {
  const { t } = useContent();
  const title = t('leadgen_title');
  usePageTitle(title);
  const phone = t('footer_phone');
  return (
    <>
      <MarketingHero title={title} description={t('leadgen_description')}>
        <Link to={CONTACT_LEADS} className={buttonClasses('inverse', 'lg')}>
          {t('leadgen_cta_primary')}
        </Link>
        <Link to="/about" className={buttonClasses('outline-inverse', 'lg')}>
          {t('leadgen_cta_secondary')}
        </Link>
      </MarketingHero>

      <section aria-labelledby="leadgen-services-heading" className="mx-auto max-w-6xl px-4 py-16 sm:px-6 lg:px-8">
        <h2 id="leadgen-services-heading" className="text-center text-3xl font-bold tracking-tight text-slate-900">
          {t('leadgen_services_title')}
        </h2>
        <ul className="mt-10 grid gap-6 sm:grid-cols-2">
          {contentRows(t('leadgen_services'), 2).map(([name, description], i) => {
            const Icon = SERVICE_ICONS[i % SERVICE_ICONS.length]!;
            return (
              <li key={name} className="flex gap-4 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
                <span className="flex h-11 w-11 shrink-0 items-center justify-center rounded-xl bg-primary-50 text-primary-600">
                  <Icon className="h-5 w-5" aria-hidden="true" />
                </span>
                <div>
                  <h3 className="font-semibold text-slate-900">{name}</h3>
                  <p className="mt-1 text-sm text-slate-600">{description}</p>
                </div>
              </li>
            );
          })}
        </ul>
      </section>

      <section aria-labelledby="leadgen-results-heading" className="bg-primary-900 py-16 text-white">
        <div className="mx-auto max-w-6xl px-4 sm:px-6 lg:px-8">
          <h2 id="leadgen-results-heading" className="text-center text-3xl font-bold tracking-tight">
            {t('leadgen_results_title')}
          </h2>
          <dl className="mt-10 grid grid-cols-2 gap-6 lg:grid-cols-4">
            {contentRows(t('leadgen_results'), 2).map(([figure, label]) => (
              <div key={label} className="flex flex-col-reverse rounded-2xl bg-white/10 p-6 text-center ring-1 ring-white/20">
                <dt className="mt-1 text-sm text-primary-100">{label}</dt>
                <dd className="text-3xl font-extrabold">{figure}</dd>
              </div>
            ))}
          </dl>
          <p className="mx-auto mt-8 max-w-2xl text-center text-primary-100">{t('leadgen_price_note')}</p>
          <p className="mt-4 text-center">
            <Link to="/lead-types" className="font-semibold text-white underline underline-offset-4 hover:text-primary-100">
              Compare lead types and prices
            </Link>
          </p>
        </div>
      </section>

      <section aria-labelledby="leadgen-packages-heading" className="mx-auto max-w-6xl px-4 py-16 sm:px-6 lg:px-8">
        <h2 id="leadgen-packages-heading" className="text-center text-3xl font-bold tracking-tight text-slate-900">
          {t('leadgen_packages_title')}
        </h2>
        <ul className="mt-12 grid gap-8 lg:grid-cols-3">
          {[1, 2, 3].map((n) => (
            <li key={n}>
              <OfferCard prefix={`leadgen_package_${n}`} href={n === 3 ? CONTACT_SALES : GET_STARTED} />
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="leadgen-final-heading" className="bg-linear-to-br from-primary-700 to-blue-600 text-white">
        <div className="mx-auto flex max-w-4xl flex-col items-center px-4 py-16 text-center sm:px-6 lg:px-8">
          <h2 id="leadgen-final-heading" className="text-3xl font-bold tracking-tight">
            {t('leadgen_final_title')}
          </h2>
          <p className="mt-4 max-w-2xl text-primary-50">{t('leadgen_final_description')}</p>
          <div className="mt-8 flex w-full flex-col gap-3 sm:w-auto sm:flex-row">
            <Link to={CONTACT_LEADS} className={buttonClasses('inverse', 'lg')}>
              {t('leadgen_cta_primary')}
            </Link>
            {phone && (
              <a href={`tel:${phone.replace(/[^\d+]/g, '')}`} className={buttonClasses('outline-inverse', 'lg')}>
                <Phone className="h-4 w-4" aria-hidden="true" />
                Call {phone}
              </a>
            )}
          </div>
        </div>
      </section>
    </>
  );
}
