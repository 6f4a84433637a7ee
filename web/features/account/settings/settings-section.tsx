// A titled block inside a settings tab.
import type { ReactNode } from 'react';

export function SettingsSection({ title, description, children, id }: { title: string; description?: string; children: ReactNode; id: string }) {
  return (
    <section aria-labelledby={id} className="border-t border-slate-200 pt-6 first:border-t-0 first:pt-0 [&+&]:mt-6">
      <h2 id={id} className="text-lg font-semibold text-slate-900">{title}</h2>
      {description && <p className="mt-1 text-sm text-slate-600">{description}</p>}
      <div className="mt-4">{children}</div>
    </section>
  );
}
