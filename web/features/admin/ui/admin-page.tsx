// The frame of every admin page: optional back link, title, one line of context, actions on the right.
import type { ReactNode } from 'react';
import { usePageTitle } from '../../../app/use-page-title';
import { BackLink } from '../../../components/ui/back-link';

interface AdminPageProps {
  title: string;
  description?: ReactNode;
  back?: { to: string; label: string };
  actions?: ReactNode;
  children: ReactNode;
}

export function AdminPage({ title, description, back, actions, children }: AdminPageProps) {
  usePageTitle(title);
  return (
    // break-words: a long e-mail, id or pasted URL wraps instead of widening the page past a phone's screen.
    <div className="min-w-0 flex-1 break-words">
      {back && <BackLink to={back.to}>{back.label}</BackLink>}
      <div className="mt-2 flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div className="min-w-0">
          <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{title}</h1>
          {description && <p className="mt-1 text-slate-600">{description}</p>}
        </div>
        {actions && <div className="flex flex-wrap gap-2">{actions}</div>}
      </div>
      <div className="mt-6">{children}</div>
    </div>
  );
}
