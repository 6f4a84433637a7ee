import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '../../components/ui/button';
import { useContent } from '../content';
import { HomeSearch } from './home-search';

export function HomeHero() {
  const { t } = useContent();
  const background = t('home_hero_background');
  return (
    <section className="relative overflow-hidden bg-linear-to-br from-primary-900 via-primary-700 to-blue-600 text-white">
      {background && (
        <img src={background} alt="" className="absolute inset-0 h-full w-full object-cover opacity-20" />
      )}
      <div className="relative mx-auto flex max-w-5xl flex-col items-center px-4 py-20 text-center sm:px-6 sm:py-28 lg:px-8">
        <p className="mb-4 rounded-full bg-white/10 px-4 py-1.5 text-sm font-medium text-primary-100 ring-1 ring-white/20">
          {t('home_hero_subtitle')}
        </p>
        <h1 className="max-w-4xl text-4xl font-extrabold tracking-tight text-balance sm:text-5xl lg:text-6xl">
          {t('home_hero_title')}
        </h1>
        <p className="mt-6 max-w-2xl text-lg text-primary-100">{t('home_hero_description')}</p>
        <div className="mt-10 flex w-full justify-center">
          <HomeSearch />
        </div>
        <div className="mt-8 flex w-full flex-col gap-3 sm:w-auto sm:flex-row">
          <Link to="/marketplace" className={buttonClasses('inverse', 'lg')}>
            {t('home_hero_cta_primary')}
            <ArrowRight className="h-4 w-4" aria-hidden="true" />
          </Link>
          <Link to="/contact" className={buttonClasses('outline-inverse', 'lg')}>
            {t('home_hero_cta_secondary')}
          </Link>
        </div>
      </div>
    </section>
  );
}
