// /admin/jobs: the background work (e-mails, payment reconciliation, lead fetching, recharges) queue by queue, and the
// jobs that used up their retries. Retry sends one back to its queue, once, after the cause is fixed.
import { countOf } from '../../../../common/count';
import { z } from 'zod';
import type { DeadLetter, JobsOverview } from '../../../../common/admin';
import { api } from '../../../app/api';
import { toast } from '../../../app/toast';
import { Button } from '../../../components/ui/button';
import { Pager } from '../../../components/ui/pager';
import { useAdminGet, useAdminMutation } from '../admin-api';
import { AdminPage } from '../ui/admin-page';
import { formatDateTime } from '../ui/format';
import { ListState, Table, td, th } from '../../../components/ui/table';
import { useListParams } from '../ui/use-list-params';

const JobsPageQuery = z.object({ page: z.coerce.number().int().min(1).default(1) });

/** What each queue does, in an operator's words. */
const QUEUES: Record<string, string> = {
  'mail.deliver': 'E-mail delivery',
  'payments.reconcile': 'Payment reconciliation',
  'leads.facebook-fetch': 'Facebook lead fetching',
  'leads.charge-pending': 'Charging waiting leads',
  'balance.auto-recharge': 'Automatic recharges',
  'balance.low-balance-notice': 'Low-balance notices',
  'balance.auto-recharge-summary': 'Daily automatic recharge summaries',
  'admin.roll-up-activity': 'Daily analytics roll-up',
};
const queueName = (queue: string) => QUEUES[queue] ?? queue;
const COUNTS = [['queued', 'Waiting'], ['active', 'Running'], ['retrying', 'Retrying'], ['failed', 'Failed (7 days)'], ['deadLettered', 'Dead letters']] as const;

export function JobsPage() {
  const { query, update } = useListParams(JobsPageQuery);
  const jobs = useAdminGet<JobsOverview>(`/api/admin/jobs?page=${query.page}`, { placeholder: true });
  const dead = jobs.data?.deadLetters;
  const pages = dead ? Math.max(1, Math.ceil(dead.total / dead.pageSize)) : 1;
  return (
    <AdminPage title="Background jobs" back={{ to: '/admin', label: 'Admin Dashboard' }}
      description="Work done outside requests, retried with growing pauses when it fails. Jobs that failed every retry wait here until you send them back.">
      <ListState query={jobs} what="job queues" empty={false} emptyText="">
        <Table caption="Job queues" dimmed={jobs.isPlaceholderData} head={<>
          <th scope="col" className={th}>Queue</th>
          {COUNTS.map(([, label]) => <th key={label} scope="col" className={`${th} text-right`}>{label}</th>)}
        </>}>
          {jobs.data?.queues.map((q) => (
            <tr key={q.queue}>
              <td className={td}><span className="font-medium text-slate-900">{queueName(q.queue)}</span> <span className="font-mono text-xs text-slate-500">{q.queue}</span></td>
              {COUNTS.map(([key, label]) => (
                <td key={label} className={`${td} text-right tabular-nums ${key === 'deadLettered' && q[key] > 0 ? 'font-semibold text-red-700' : 'text-slate-700'}`}>{q[key].toLocaleString('en-US')}</td>
              ))}
            </tr>
          ))}
        </Table>
      </ListState>
      <h2 className="mt-8 mb-3 text-lg font-semibold text-slate-900">Dead letters{dead ? ` (${dead.total.toLocaleString('en-US')})` : ''}</h2>
      <ListState query={jobs} what="dead letters" empty={dead?.items.length === 0} emptyText="No job has failed all of its retries.">
        <ul aria-label="Dead-lettered jobs, newest first" className={jobs.isPlaceholderData ? 'space-y-3 opacity-60' : 'space-y-3'}>
          {dead?.items.map((d) => <DeadLetterCard key={d.id} job={d} />)}
        </ul>
      </ListState>
      <Pager page={query.page} pages={pages} label="Dead letter pages" onPage={(page) => update({ page })} />
    </AdminPage>
  );
}

function DeadLetterCard({ job }: { job: DeadLetter }) {
  const retry = useAdminMutation(() => api<{ queue: string }>(`/api/admin/jobs/dead-letters/${job.id}/retry`, { method: 'POST' }));
  const run = () => retry.mutate(undefined, {
    onSuccess: () => toast.success('Job sent back to its queue', { description: `${queueName(job.queue)} will run it again shortly.` }),
    onError: (error) => toast.error('The job was not retried', { description: error.message }),
  });
  return (
    <li className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0">
          <p className="font-medium text-slate-900">{queueName(job.queue)}</p>
          <p className="text-xs text-slate-500">Failed {formatDateTime(job.failedAt)} after {countOf(job.attempts, 'attempt')}</p>
          {job.error && <p className="mt-2 text-sm break-words text-red-700">{job.error}</p>}
          <pre className="mt-2 max-h-32 overflow-auto rounded-lg bg-slate-50 p-2 text-xs text-slate-700">{JSON.stringify(job.data, null, 2)}</pre>
        </div>
        <Button variant="outline" size="sm" onClick={run} disabled={retry.isPending || retry.isSuccess} className="shrink-0">
          {retry.isPending ? 'Retrying…' : 'Retry'}
        </Button>
      </div>
    </li>
  );
}
