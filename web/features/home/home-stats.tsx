import { Database, UserCheck, Users, type LucideIcon } from 'lucide-react';
import { useContent } from '../content/content-context';

interface Stat {
  value: string;
  label: string;
  icon: LucideIcon;
}

/** SPEC.md: users and datasets are editable content; 'Agents Served' is fixed. */
export function HomeStats() {
  const { t } = useContent();
  const stats: Stat[] = [
    { value: t('home_stats_users'), label: t('home_stats_users_label'), icon: Users },
    { value: t('home_stats_datasets'), label: t('home_stats_datasets_label'), icon: Database },
    { value: '50K+', label: 'Agents Served', icon: UserCheck },
  ];
  return (
    <section aria-label="Marketplace statistics" className="relative z-10 mx-auto -mt-10 max-w-5xl px-4 pb-16 sm:px-6 lg:px-8">
      <ul className="grid gap-4 sm:grid-cols-3">
        {stats.map(({ value, label, icon: Icon }) => (
          <li key={label} className="flex items-center gap-4 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
            <span className="flex h-12 w-12 shrink-0 items-center justify-center rounded-xl bg-primary-50 text-primary-600">
              <Icon className="h-6 w-6" aria-hidden="true" />
            </span>
            <p>
              <span className="block text-2xl font-bold text-slate-900">{value}</span>
              <span className="block text-sm text-slate-600">{label}</span>
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}
