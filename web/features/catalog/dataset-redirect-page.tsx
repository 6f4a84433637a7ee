// `/datasets/:id`: old links by id land on the canonical `/dataset/:slug`.
import { Navigate, useParams } from 'react-router';
import { PageSpinner } from '../../components/ui/spinner';
import { useDatasetSlug } from './catalog-api';
import { DatasetNotFound } from './dataset-not-found';

export function DatasetRedirectPage() {
  const { id = '' } = useParams();
  const { data, isPending, isError } = useDatasetSlug(id);
  if (isPending) return <PageSpinner label="Loading dataset..." />;
  if (isError) return <DatasetNotFound />;
  return <Navigate replace to={`/dataset/${data.slug}`} />;
}
