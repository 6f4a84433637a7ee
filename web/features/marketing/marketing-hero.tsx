import type { ReactNode } from 'react';

interface MarketingHeroProps {
  eyebrow?: string;
  title: string;
  description: string;
  children?: ReactNode;
}

/** The dark gradient banner every marketing page opens with; children are its buttons or search. */
export function MarketingHero({ eyebrow, title, description, children }: MarketingHeroProps) {
  return (
    <section className="bg-linear-to-br from-primary-900 via-primary-700 to-blue-600 text-white">
      <div className="mx-auto flex max-w-5xl flex-col items-center px-4 py-16 text-center sm:px-6 sm:py-20 lg:px-8">
        {eyebrow && (
          <p className="mb-4 rounded-full bg-white/10 px-4 py-1.5 text-sm font-medium text-primary-50 ring-1 ring-white/20">{eyebrow}</p>
        )}
        <h1 className="max-w-4xl text-4xl font-extrabold tracking-tight text-balance sm:text-5xl">{title}</h1>
        <p className="mt-5 max-w-2xl text-lg text-primary-50">{description}</p>
        {children && <div className="mt-8 flex w-full flex-col items-center gap-3 sm:w-auto sm:flex-row sm:justify-center">{children}</div>}
      </div>
    </section>
  );
}
