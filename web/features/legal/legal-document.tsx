// The layout of a legal page: title, last-updated date, intro, a table of contents and numbered sections.
import type { ReactNode } from 'react';

export interface LegalSection {
  id: string;
  title: string;
  body: ReactNode;
}

interface LegalDocumentProps {
  title: string;
  updated: string;
  intro?: string;
  sections: LegalSection[];
}

export function LegalDocument({ title, updated, intro, sections }: LegalDocumentProps) {
  return (
    <article className="mx-auto max-w-3xl px-4 py-10 sm:px-6 sm:py-14 lg:px-8">
      <header className="border-b border-slate-200 pb-6">
        <p className="text-sm font-medium tracking-wide text-primary-700 uppercase">Legal</p>
        <h1 className="mt-2 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">{title}</h1>
        <p className="mt-3 text-sm text-slate-600">Last updated: {updated}</p>
        {intro && <p className="mt-4 text-slate-700">{intro}</p>}
      </header>

      <nav aria-labelledby="legal-contents" className="mt-8 rounded-xl border border-slate-200 bg-slate-50 p-5">
        <h2 id="legal-contents" className="text-sm font-semibold text-slate-900">
          Contents
        </h2>
        <ol className="mt-3 grid gap-1.5 text-sm sm:grid-cols-2">
          {sections.map((section) => (
            <li key={section.id}>
              <a href={`#${section.id}`} className="text-primary-700 hover:underline">
                {section.title}
              </a>
            </li>
          ))}
        </ol>
      </nav>

      <div
        className={
          'mt-10 space-y-10 text-base leading-7 text-slate-700 ' +
          '[&_a]:font-medium [&_a]:text-primary-700 [&_a]:underline [&_a]:underline-offset-2 ' +
          '[&_p]:mt-4 [&_ul]:mt-4 [&_ul]:list-disc [&_ul]:space-y-2 [&_ul]:pl-6 [&_address]:mt-4'
        }
      >
        {sections.map((section) => (
          <section key={section.id} id={section.id} aria-labelledby={`${section.id}-title`} className="scroll-mt-24">
            <h2 id={`${section.id}-title`} className="text-xl font-semibold text-slate-900">
              {section.title}
            </h2>
            {section.body}
          </section>
        ))}
      </div>
    </article>
  );
}

/** How to reach us, from the editable footer contacts. */
export function ContactBlock({ brand, email, phone, address }: { brand: string; email: string; phone: string; address: string }) {
  return (
    <address className="not-italic">
      <span className="block">{brand}</span>
      {address && <span className="block">{address}</span>}
      <span className="block">E-mail: <a href={`mailto:${email}`}>{email}</a></span>
      {phone && <span className="block">Phone: <a href={`tel:${phone.replace(/[^\d+]/g, '')}`}>{phone}</a></span>}
    </address>
  );
}
