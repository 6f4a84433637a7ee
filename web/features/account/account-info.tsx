import type { ReactNode } from 'react';
import type { Me } from '../../../common/api';
import { ResendVerification } from '../auth';

const ROLE_LABELS: Record<Me['role'], string> = { CLIENT: 'Client', ADMIN: 'Administrator' };
const dateFormat = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'long', day: 'numeric' });

export function AccountInfo({ user }: { user: Me }) {
  const rows: [string, ReactNode][] = [
    ['Email', user.email],
    ['Name', `${user.firstName} ${user.lastName}`.trim() || '—'],
    ['Role', ROLE_LABELS[user.role]],
    ['Email status', user.emailVerified ? 'Verified' : <span className="flex flex-col gap-2 sm:items-end">Unverified<ResendVerification email={user.email} /></span>],
    ['Member since', dateFormat.format(new Date(user.createdAt))],
  ];
  return (
    <section aria-labelledby="account-info-title" className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
      <h2 id="account-info-title" className="text-lg font-semibold text-slate-900">Account Information</h2>
      <dl className="mt-4 divide-y divide-slate-100">
        {rows.map(([label, value]) => (
          <div key={label} className="flex flex-col gap-1 py-3 sm:flex-row sm:justify-between">
            <dt className="text-sm text-slate-500">{label}</dt>
            <dd className="text-sm font-medium break-all text-slate-900 sm:text-right">{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
