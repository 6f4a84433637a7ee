// Home: hero, search and stats, then the catalog (categories, providers) and the marketing sections.
import { usePageTitle } from '../../app/use-page-title';
import { HomeBecomeProvider } from './home-become-provider';
import { HomeCategories } from './home-categories';
import { HomeFinalCta } from './home-final-cta';
import { HomeHero } from './home-hero';
import { HomeProviders } from './home-providers';
import { HomeServices } from './home-services';
import { HomeStats } from './home-stats';
import { HomeTestimonials } from './home-testimonials';

export function HomePage() {
  usePageTitle();
  return (
    <>
      <HomeHero />
      <HomeStats />
      <HomeCategories />
      <HomeProviders />
      <HomeServices />
      <HomeBecomeProvider />
      <HomeTestimonials />
      <HomeFinalCta />
    </>
  );
}
