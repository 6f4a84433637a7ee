// /about: who we are: live catalog figures, mission, values and the leadership team.
import { Building2, Database, HeartHandshake, Layers, Rows3, ShieldCheck, Sparkles, Target, type LucideIcon } from 'lucide-react';
import { Link } from 'react-router';
import { usePageTitle } from '../../app/use-page-title';
import { buttonClasses } from '../../components/ui/button';
import { addPageContentDefaults, contentRows, useContent } from '../content';
import { CatalogFigures } from './catalog-figures';
import { MarketingHero } from './marketing-hero';
import { IconCards } from './icon-cards';

addPageContentDefaults();

const VALUE_ICONS: LucideIcon[] = [Sparkles, ShieldCheck, Target, HeartHandshake];

const initials = (name: string) =>
  name.split(/\s+/).filter(Boolean).slice(0, 2).map((part) => part[0]!.toUpperCase()).join('');

export function AboutPage() {
  const { t } = useContent();
  const title = t('about_title');
  usePageTitle(title);
  // The team is the admins' to enter: the default names are placeholders, shown nowhere.
  const team = contentRows(t('about_team'), 3);
  return (
    <>
      <MarketingHero title={title} description={t('about_description')}>
        <Link to="/marketplace" className={buttonClasses('inverse', 'lg')}>
          Browse Datasets
        </Link>
        <Link to="/contact" className={buttonClasses('outline-inverse', 'lg')}>
          Contact Us
        </Link>
      </MarketingHero>

      <div className="mx-auto max-w-5xl px-4 pt-10 sm:px-6 lg:px-8">
        <CatalogFigures
          label="Marketplace figures"
          figures={[
            { stat: 'totalDatasets', label: t('about_stats_datasets_label'), icon: Database },
            { stat: 'activeProviders', label: t('about_stats_providers_label'), icon: Building2 },
            { stat: 'totalRecords', label: t('about_stats_records_label'), icon: Rows3, compact: true },
            { stat: 'activeCategories', label: t('about_stats_categories_label'), icon: Layers },
          ]}
        />
      </div>

      <section aria-labelledby="about-mission-heading" className="mx-auto max-w-3xl px-4 py-16 text-center sm:px-6 lg:px-8">
        <h2 id="about-mission-heading" className="text-3xl font-bold tracking-tight text-slate-900">
          {t('about_mission_title')}
        </h2>
        <p className="mt-4 text-lg text-slate-600">{t('about_mission')}</p>
      </section>

      <section aria-labelledby="about-values-heading" className="bg-slate-50 py-16">
        <div className="mx-auto max-w-6xl px-4 sm:px-6 lg:px-8">
          <h2 id="about-values-heading" className="text-center text-3xl font-bold tracking-tight text-slate-900">
            {t('about_values_title')}
          </h2>
          <IconCards list={t('about_values')} icons={VALUE_ICONS} className="lg:grid-cols-4" />
        </div>
      </section>

      {team.length > 0 && <section aria-labelledby="about-team-heading" className="mx-auto max-w-6xl px-4 py-16 sm:px-6 lg:px-8">
        <h2 id="about-team-heading" className="text-center text-3xl font-bold tracking-tight text-slate-900">
          {t('about_team_title')}
        </h2>
        <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {team.map(([name, role, bio]) => (
            <li key={name} className="flex flex-col items-center rounded-2xl border border-slate-200 bg-white p-6 text-center shadow-sm">
              <span aria-hidden="true" className="flex h-16 w-16 items-center justify-center rounded-full bg-primary-600 text-xl font-bold text-white">
                {initials(name)}
              </span>
              <h3 className="mt-4 font-semibold text-slate-900">{name}</h3>
              <p className="text-sm font-medium text-primary-700">{role}</p>
              <p className="mt-2 text-sm text-slate-600">{bio}</p>
            </li>
          ))}
        </ul>
      </section>}
    </>
  );
}
