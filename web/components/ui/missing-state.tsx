// The page shown when what the address names does not exist or may not be seen (a page, a dataset, an order, an
// admin area): icon, title, why, ways on.
import { FileQuestionMark, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { usePageTitle } from '../../app/use-page-title';
import { cn } from './cn';

interface MissingStateProps {
  title: string;
  message: string;
  /** A small line above the title, e.g. '404 error'. */
  eyebrow?: string;
  tone?: 'primary' | 'danger';
  icon?: LucideIcon;
  /** The ways on: links or buttons. */
  children: ReactNode;
}

export function MissingState({ title, message, eyebrow, tone = 'primary', icon: Icon = FileQuestionMark, children }: MissingStateProps) {
  usePageTitle(title);
  return (
    <section className="mx-auto flex max-w-lg flex-col items-center px-4 py-20 text-center">
      <span className={cn('mb-6 flex h-16 w-16 items-center justify-center rounded-full', tone === 'danger' ? 'bg-red-50 text-red-600' : 'bg-primary-100 text-primary-600')}>
        <Icon className="h-8 w-8" aria-hidden="true" />
      </span>
      {eyebrow && <p className="mb-2 text-sm font-semibold tracking-wide text-primary-600 uppercase">{eyebrow}</p>}
      <h1 className="text-3xl font-bold text-slate-900">{title}</h1>
      <p className="mt-3 text-slate-600">{message}</p>
      <div className="mt-8 flex flex-col gap-3 sm:flex-row">{children}</div>
    </section>
  );
}
