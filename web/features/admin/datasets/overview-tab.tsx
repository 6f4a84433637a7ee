// Overview: the catalog's totals, and the categories and providers datasets are filed under.
import { CheckCircle2, Database, DollarSign, Download } from 'lucide-react';
import type { AdminCategory, AdminProvider } from '../../../../common/admin';
import { formatCents } from '../../../../common/money';
import { toast } from '../../../app/toast';
import { LoadError } from '../../../components/ui/load-error';
import { StatTile } from '../../../components/ui/stat-tile';
import { formatNumber } from '../../catalog';
import { VerifiedBadge } from '../ui/badges';
import { CatalogListPanel } from './catalog-list-panel';
import { CategoryForm } from './category-form';
import {
  CATEGORIES, PROVIDERS, useCategories, useDatasetInsights, useDeleteCatalogItem, useProviders,
} from './datasets-api';
import { ProviderForm } from './provider-form';

export function OverviewTab() {
  const insights = useDatasetInsights();
  const totals = insights.data?.totals;
  const categories = useCategories();
  const providers = useProviders();
  const deleteCategory = useDeleteCatalogItem(CATEGORIES);
  const deleteProvider = useDeleteCatalogItem(PROVIDERS);

  return (
    <div className="space-y-6">
      {insights.isError ? (
        <LoadError title="The catalog totals could not be loaded." error={insights.error} onRetry={() => void insights.refetch()} />
      ) : (
        <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
          <StatTile icon={Database} label="Total datasets" value={totals && formatNumber(totals.datasets)} />
          <StatTile icon={CheckCircle2} label="Active datasets" value={totals && formatNumber(totals.active)} tone="bg-green-50 text-green-600" />
          <StatTile icon={Download} label="Total downloads" value={totals && formatNumber(totals.downloads)} tone="bg-blue-50 text-blue-600" />
          <StatTile icon={DollarSign} label="Net revenue" value={totals && formatCents(totals.revenueCents)} tone="bg-emerald-50 text-emerald-600" />
        </dl>
      )}
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
        <CatalogListPanel<AdminCategory>
          title="Categories" noun="category" list={categories}
          details={(c) => <span className="h-3 w-3 rounded-full border border-slate-200" style={{ backgroundColor: c.color }} aria-hidden="true" />}
          form={(props) => <CategoryForm {...props} />}
          onDelete={async (c) => {
            await deleteCategory.mutateAsync(c.id);
            toast.success(`Category "${c.name}" deleted`);
          }}
        />
        <CatalogListPanel<AdminProvider>
          title="Providers" noun="provider" list={providers}
          details={(p) => <VerifiedBadge verified={p.verified} />}
          form={(props) => <ProviderForm {...props} />}
          onDelete={async (p) => {
            await deleteProvider.mutateAsync(p.id);
            toast.success(`Provider "${p.name}" deleted`);
          }}
        />
      </div>
    </div>
  );
}
