// A grid of cards, each an icon, a name and a description: an editable list (one "Name | Description" per line).
import type { LucideIcon } from 'lucide-react';
import { cn } from '../../components/ui/cn';
import { contentRows } from '../content';

interface IconCardsProps {
  /** The content value: one card per line, "Name | Description". */
  list: string;
  /** Used in turn, one per card. */
  icons: LucideIcon[];
  className?: string;
}

export function IconCards({ list, icons, className }: IconCardsProps) {
  return (
    <ul className={cn('mt-10 grid gap-6 sm:grid-cols-2', className)}>
      {contentRows(list, 2).map(([name, description], i) => {
        const Icon = icons[i % icons.length]!;
        return (
          <li key={name} className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
            <span className="flex h-11 w-11 items-center justify-center rounded-xl bg-primary-50 text-primary-600">
              <Icon className="h-5 w-5" aria-hidden="true" />
            </span>
            <h3 className="mt-4 font-semibold text-slate-900">{name}</h3>
            <p className="mt-2 text-sm text-slate-600">{description}</p>
          </li>
        );
      })}
    </ul>
  );
}
