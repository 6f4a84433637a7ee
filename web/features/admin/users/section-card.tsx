// One titled card of a user's page (Account, Balance, Orders ...), named for screen readers by its heading.
import type { ReactNode } from 'react';
import { cn } from '../../../components/ui/cn';

interface SectionCardProps {
  id: string;
  title: string;
  description?: ReactNode;
  actions?: ReactNode;
  tone?: 'danger';
  children: ReactNode;
}

export function SectionCard({ id, title, description, actions, tone, children }: SectionCardProps) {
  return (
    <section aria-labelledby={`${id}-title`} className={cn('min-w-0 rounded-2xl border bg-white p-4 shadow-sm sm:p-6', tone === 'danger' ? 'border-red-200' : 'border-slate-200')}>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h2 id={`${id}-title`} className={cn('text-lg font-semibold', tone === 'danger' ? 'text-red-800' : 'text-slate-900')}>{title}</h2>
          {description && <p className="mt-1 text-sm text-slate-600">{description}</p>}
        </div>
        {actions}
      </div>
      <div className="mt-4">{children}</div>
    </section>
  );
}
