// On a dataset page, for a team with a plan: take the dataset into the plan instead of paying its price, with how many
// of the period's datasets are left. Hidden without a plan, for guests, and once the team can download the dataset.
import { Layers } from 'lucide-react';
import { toast } from '../../app/toast';
import { Button } from '../../components/ui/button';
import { useAuth } from '../auth';
import { useSubscription, useTakeIntoPlan } from './plans-api';

export function TakeIntoPlanButton({ datasetId, owned }: { datasetId: string; owned: boolean }) {
  const { user } = useAuth();
  const plan = useSubscription({ enabled: Boolean(user) });
  const take = useTakeIntoPlan();
  const sub = plan.data?.subscription;
  if (!user || !sub || owned) return null;
  const left = sub.datasetsPerPeriod === null ? null : Math.max(0, sub.datasetsPerPeriod - sub.datasetsTaken);
  const run = () => void take.mutateAsync(datasetId).then(
    () => toast.success('Taken into your plan', { description: 'It is in Downloads, for everyone in your team.' }),
    (err: unknown) => toast.error('It could not be taken into your plan', { description: err instanceof Error ? err.message : undefined }),
  );
  return (
    <div className="w-full">
      <Button variant="secondary" size="lg" className="w-full" disabled={take.isPending || left === 0} onClick={run}>
        <Layers className="h-4 w-4" aria-hidden="true" />
        {take.isPending ? 'Taking...' : 'Take into plan'}
      </Button>
      <p className="mt-1 text-center text-xs text-slate-600">
        {left === null ? 'Included in your plan' : `${left} of ${sub.datasetsPerPeriod} left this period`}
      </p>
    </div>
  );
}
