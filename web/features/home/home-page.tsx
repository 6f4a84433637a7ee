// Home: the hero, search and stats. The catalog sections (categories, providers) arrive with the catalog.
import { usePageTitle } from '../../app/use-page-title';
import { HomeHero } from './home-hero';
import { HomeStats } from './home-stats';

export function HomePage() {
  usePageTitle();
  return (
    <>
      <HomeHero />
      <HomeStats />
    </>
  );
}
