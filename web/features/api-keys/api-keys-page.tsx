// /account/api-keys: the team's keys for the data API (/api/v1). A new key is shown once, with a curl example; the
// list shows each key by its prefix and who made it. Revoking is refused from the key's next request, on every server;
// a key stops when its maker leaves the team, unless the owner or an admin took it over first.
import { useId, useState } from 'react';
import { API_KEY_SCOPES, USAGE_DAYS, type ApiKeyCreated, type ApiKeyScope, type ApiKeyView } from '../../../common/api-keys';
import { ApiError } from '../../app/api';
import { toast } from '../../app/toast';
import { usePageTitle } from '../../app/use-page-title';
import { useAuth } from '../auth';
import { Button } from '../../components/ui/button';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { CopyField } from '../../components/ui/copy-field';
import { FormField } from '../../components/ui/form-field';
import { Input } from '../../components/ui/input';
import { LoadError } from '../../components/ui/load-error';
import { PageSpinner } from '../../components/ui/spinner';
import { Table, td, th } from '../../components/ui/table';
import { useApiKeys, useApiKeyUsage, useCreateApiKey, useRevokeApiKey, useTakeOverApiKey } from './api-keys-api';

const SCOPE_LABELS: Record<ApiKeyScope, string> = {
  'catalog:read': 'Search the catalog', 'datasets:read': "Read the team's datasets", 'leads:read': "Read the team's charged leads",
};
const formatDate = (iso: string | null) => (iso ? new Date(iso).toLocaleDateString('en-US', { dateStyle: 'medium' }) : '—');

export function ApiKeysPage() {
  usePageTitle('API keys');
  const keys = useApiKeys();
  if (keys.isPending) return <PageSpinner label="Loading your API keys..." />;
  return (
    <div className="mx-auto max-w-5xl px-4 py-8 sm:px-6 sm:py-10 lg:px-8">
      <h1 className="text-3xl font-bold tracking-tight text-slate-900">API keys</h1>
      <p className="mt-2 text-slate-600">
        Keys let your programs use the data API at <code>/api/v1</code>. They belong to your team; every member can see them.
      </p>
      <p className="mt-2 text-sm text-slate-600">
        A key acts for the member who made it and reads what they may read. It stops for good when they leave the team,
        are removed or delete their account. To keep a program running after someone leaves, the team's owner or an
        admin takes the key over first.
      </p>
      {keys.isError
        ? <LoadError className="mt-6" title="Your API keys could not be loaded." error={keys.error} onRetry={() => void keys.refetch()} />
        : (
          <div className="mt-6 space-y-6">
            <p className="text-sm text-slate-700">
              Your plan allows <strong>{keys.data.requestsPerHour.toLocaleString('en-US')} requests per hour</strong> for the whole team.
            </p>
            <CreateKey />
            <KeyList keys={keys.data.items} canManage={keys.data.canManage} />
            <Usage keys={keys.data.items} />
          </div>
        )}
    </div>
  );
}

function CreateKey() {
  const id = useId();
  const create = useCreateApiKey();
  const [name, setName] = useState('');
  const [scopes, setScopes] = useState<ApiKeyScope[]>(['catalog:read']);
  const [expires, setExpires] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [created, setCreated] = useState<ApiKeyCreated | null>(null);
  const toggle = (scope: ApiKeyScope) => setScopes((s) => (s.includes(scope) ? s.filter((x) => x !== scope) : [...s, scope]));
  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    setErrors({});
    try {
      // A date means "through that day" in UTC.
      const key = await create.mutateAsync({ name, scopes, ...(expires ? { expiresAt: `${expires}T23:59:59Z` } : {}) });
      setCreated(key);
      setName('');
      setExpires('');
    } catch (error) {
      setErrors((error instanceof ApiError ? error.fields : undefined) ?? {});
      toast.error('Could not create the key', { description: (error as Error).message });
    }
  };
  return (
    <section aria-labelledby={`${id}-title`} className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
      <h2 id={`${id}-title`} className="mb-3 text-lg font-semibold text-slate-900">Create a key</h2>
      {created && <NewKey created={created} />}
      <form onSubmit={(e) => void submit(e)} noValidate className="space-y-4">
        <div className="flex flex-wrap items-end gap-3">
          <FormField id={`${id}-name`} label="Name" error={errors.name} className="min-w-64 flex-1">
            <Input maxLength={100} value={name} onChange={(e) => setName(e.target.value)} placeholder="CRM sync" />
          </FormField>
          <FormField id={`${id}-expires`} label="Expires (optional)" error={errors.expiresAt}>
            <Input type="date" value={expires} onChange={(e) => setExpires(e.target.value)} />
          </FormField>
        </div>
        <fieldset>
          <legend className="text-sm font-medium text-slate-700">Scopes</legend>
          <div className="mt-2 flex flex-wrap gap-4">
            {API_KEY_SCOPES.map((scope) => (
              <label key={scope} className="flex items-center gap-2 text-sm text-slate-700">
                <input type="checkbox" className="h-4 w-4 rounded border-slate-300" checked={scopes.includes(scope)} onChange={() => toggle(scope)} />
                {SCOPE_LABELS[scope]} <code className="text-xs text-slate-500">{scope}</code>
              </label>
            ))}
          </div>
          {errors.scopes && <p className="mt-1 text-sm text-red-700">{errors.scopes}</p>}
        </fieldset>
        <Button type="submit" disabled={create.isPending}>{create.isPending ? 'Creating...' : 'Create key'}</Button>
      </form>
    </section>
  );
}

function NewKey({ created }: { created: ApiKeyCreated }) {
  const curl = `curl -H "Authorization: Bearer ${created.key}" ${window.location.origin}/api/v1/catalog/datasets?q=auto`;
  return (
    <div role="status" className="mb-6 space-y-3 rounded-lg bg-green-50 p-4">
      <p className="text-sm font-semibold text-green-900">
        Your key "{created.apiKey.name}" is ready. Copy it now: it will not be shown again.
      </p>
      <CopyField label="API key" value={created.key} />
      <CopyField label="Try it with curl" value={curl} />
    </div>
  );
}

/** Who made the key, as the list says it. */
function madeBy(k: ApiKeyView, myId: string | undefined) {
  if (!k.creator) return 'Deleted account';
  const name = k.creator.id === myId ? 'You' : k.creator.name;
  return k.creator.isMember ? name : `${name} (left the team)`;
}

function KeyList({ keys, canManage }: { keys: ApiKeyView[]; canManage: boolean }) {
  const { user } = useAuth();
  const revoke = useRevokeApiKey();
  const takeOver = useTakeOverApiKey();
  const [revoking, setRevoking] = useState<ApiKeyView | null>(null);
  if (!keys.length) return <p className="text-sm text-slate-600">Your team has no API keys yet.</p>;
  const confirm = async () => {
    try {
      await revoke.mutateAsync(revoking!.id);
      toast.success('Key revoked');
    } catch (error) {
      toast.error('Could not revoke the key', { description: (error as Error).message });
    }
    setRevoking(null);
  };
  const takeOverKey = async (k: ApiKeyView) => {
    try {
      await takeOver.mutateAsync(k.id);
      toast.success(`"${k.name}" is now yours`, { description: 'It keeps working while you are in the team.' });
    } catch (error) {
      toast.error('Could not take over the key', { description: (error as Error).message });
    }
  };
  return (
    <section aria-labelledby="keys-title">
      <h2 id="keys-title" className="mb-3 text-lg font-semibold text-slate-900">Your team's keys</h2>
      <Table caption="API keys" head={<>
        <th scope="col" className={th}>Name</th>
        <th scope="col" className={th}>Key</th>
        <th scope="col" className={th}>Scopes</th>
        <th scope="col" className={th}>Made by</th>
        <th scope="col" className={th}>Created</th>
        <th scope="col" className={th}>Last used</th>
        <th scope="col" className={th}>Expires</th>
        <th scope="col" className={th}><span className="sr-only">Actions</span></th>
      </>}>
        {keys.map((k) => {
          const mine = k.creator?.id === user?.id;
          return (
            <tr key={k.id} className="border-t border-slate-100">
              <td className={td}>{k.name}</td>
              <td className={`${td} font-mono text-xs`}>{k.prefix}…</td>
              <td className={td}>{k.scopes.join(', ')}</td>
              <td className={td}>{madeBy(k, user?.id)}</td>
              <td className={td}>{formatDate(k.createdAt)}</td>
              <td className={td}>{k.lastUsedAt ? formatDate(k.lastUsedAt) : 'Never'}</td>
              <td className={td}>{k.expiresAt ? formatDate(k.expiresAt) : 'Never'}</td>
              <td className={`${td} text-right`}>
                {k.revokedAt
                  ? <span className="text-sm text-slate-500">
                    {k.revokedReason === 'creator_left' ? `Stopped ${formatDate(k.revokedAt)}: its maker left` : `Revoked ${formatDate(k.revokedAt)}`}
                  </span>
                  : (
                    <div className="flex justify-end gap-2">
                      {canManage && !mine && (
                        <Button size="sm" variant="outline" disabled={takeOver.isPending} onClick={() => void takeOverKey(k)} aria-label={`Take over ${k.name}`}>
                          Take over
                        </Button>
                      )}
                      {(canManage || mine) && (
                        <Button size="sm" variant="outline" onClick={() => setRevoking(k)} aria-label={`Revoke ${k.name}`}>Revoke</Button>
                      )}
                    </div>
                  )}
              </td>
            </tr>
          );
        })}
      </Table>
      <ConfirmDialog open={revoking !== null} onOpenChange={(open) => { if (!open) setRevoking(null); }} title="Revoke this key?"
        confirmLabel="Revoke" busy={revoke.isPending} onConfirm={() => void confirm()}>
        <p>Programs using "{revoking?.name}" ({revoking?.prefix}…) stop working at their next request. This cannot be undone.</p>
      </ConfirmDialog>
    </section>
  );
}

/** This UTC hour's requests against the plan's hourly limit: the window the data API counts in. */
function ThisHour({ requests, limit, resetSeconds }: { requests: number; limit: number; resetSeconds: number }) {
  const share = limit > 0 ? Math.min(1, requests / limit) : 1;
  const minutes = Math.max(1, Math.ceil(resetSeconds / 60));
  return (
    <div className="mb-4 rounded-lg border border-slate-200 bg-white p-4">
      <div className="flex flex-wrap items-baseline justify-between gap-2 text-sm">
        <span id="this-hour-label" className="font-medium text-slate-900">This hour</span>
        <span className="text-slate-600">
          <strong className="text-slate-900">{requests.toLocaleString('en-US')}</strong> of {limit.toLocaleString('en-US')} requests
          · the count starts again in {minutes} min
        </span>
      </div>
      <div role="meter" aria-labelledby="this-hour-label" aria-valuemin={0} aria-valuemax={limit} aria-valuenow={requests}
        aria-valuetext={`${requests.toLocaleString('en-US')} of ${limit.toLocaleString('en-US')} requests`}
        className="mt-2 h-3 overflow-hidden rounded-full bg-slate-100">
        <div className={share >= 1 ? 'h-full bg-red-500' : share >= 0.8 ? 'h-full bg-amber-500' : 'h-full bg-blue-500'} style={{ width: `${share * 100}%` }} />
      </div>
    </div>
  );
}

/** This hour against the limit, then requests per UTC day, all the team's keys together, each day's bar split by key in its title. */
function Usage({ keys }: { keys: ApiKeyView[] }) {
  const usage = useApiKeyUsage();
  if (!usage.data) return null;
  const hour = <ThisHour {...usage.data.thisHour} />;
  if (!usage.data.items.length) {
    return <section aria-labelledby="usage-title"><h2 id="usage-title" className="mb-3 text-lg font-semibold text-slate-900">Requests</h2>{hour}</section>;
  }
  const names = new Map(keys.map((k) => [k.id, k.name]));
  const days = new Map<string, { total: number; byKey: string[] }>();
  for (const u of usage.data.items) {
    const day = days.get(u.day) ?? { total: 0, byKey: [] };
    day.total += u.requests;
    day.byKey.push(`${names.get(u.keyId) ?? 'Deleted key'}: ${u.requests.toLocaleString('en-US')}`);
    days.set(u.day, day);
  }
  const most = Math.max(...[...days.values()].map((d) => d.total));
  return (
    <section aria-labelledby="usage-title">
      <h2 id="usage-title" className="mb-3 text-lg font-semibold text-slate-900">Requests, last {USAGE_DAYS} days (UTC)</h2>
      {hour}
      <Table caption="Requests per day" head={<>
        <th scope="col" className={th}>Day</th>
        <th scope="col" className={th}>Requests</th>
        <th scope="col" className={`${th} w-1/2`}><span className="sr-only">Chart</span></th>
      </>}>
        {[...days].map(([day, d]) => (
          <tr key={day} className="border-t border-slate-100" title={d.byKey.join(', ')}>
            <td className={td}>{day}</td>
            <td className={td}>{d.total.toLocaleString('en-US')}</td>
            <td className={td} aria-hidden="true"><div className="h-3 rounded bg-blue-500" style={{ width: `${(100 * d.total) / most}%` }} /></td>
          </tr>
        ))}
      </Table>
    </section>
  );
}
