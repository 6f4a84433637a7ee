import { useEffect } from 'react';
import { useContent } from '../features/content/content-context';

/** Sets document.title to "<title> | <brand>", or "<brand> | <tagline>" without a title. */
export function usePageTitle(title?: string): void {
  const { t } = useContent();
  const brand = t('brand_name');
  const tagline = t('brand_tagline');
  useEffect(() => {
    document.title = title ? `${title} | ${brand}` : `${brand} | ${tagline}`;
  }, [title, brand, tagline]);
}
