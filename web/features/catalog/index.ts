// The catalog feature offers other features its data hooks, number formatting, filters and the dataset UI pieces.
export { AddToCartButton } from './add-to-cart-button';
export { sampleCsvHref, useCatalogStats, useCategories, useFeaturedProviders } from './catalog-api';
export { CategoryIcon } from './category-icon';
export { DatasetCard } from './dataset-card';
export { formatCompact, formatNumber, formatTotal, pageCount } from './format-count';
export { hasActiveFilters, readFilters, writeFilters } from './marketplace-filters';
export type { MarketplaceFilters } from './marketplace-filters';
export { MarketplaceSearch } from './marketplace-search';
export { PriceRangeInputs } from './price-range-inputs';
export { PriceTag } from './price-tag';
export { SortSelect } from './sort-select';
export { StarRating } from './star-rating';
export { useDatasetPage } from './use-dataset-pages';
