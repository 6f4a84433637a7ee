// /contact: three ways to reach the team, the message form (?subject= preselects its subject) and the offices.
// Every text is editable content (section Contact); the response time is one value used everywhere.
import { Mail, MapPin, Phone, type LucideIcon } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { usePageTitle } from '../../app/use-page-title';
import { addPageContentDefaults, contentLines, useContent } from '../content';
import { cn } from '../../components/ui/cn';
import { telHref } from './content-text';
import { MessageForm } from './message-form';

addPageContentDefaults();

/** One to three ways to reach us, as wide as they need (Tailwind needs each class written out). */
const COLUMNS: Record<number, string> = { 1: 'mx-auto w-full max-w-md', 2: 'md:grid-cols-2', 3: 'md:grid-cols-3' };

export function ContactPage() {
  const { t } = useContent();
  usePageTitle(t('contact_title'));
  const [params] = useSearchParams();
  const responseTime = t('contact_response_time');
  const email = t('footer_email');
  const phone = t('footer_phone');
  const address = t('footer_address');

  // A way to reach us is shown once its contact is filled in (the phone and address are placeholders until then).
  const methods: { icon: LucideIcon; title: string; description: string; label: string; href?: string }[] = [
    { icon: Mail, title: t('contact_email_title'), description: t('contact_email_description'), label: email, href: `mailto:${email}` },
    { icon: Phone, title: t('contact_phone_title'), description: t('contact_phone_description'), label: phone, href: telHref(phone) },
    { icon: MapPin, title: t('contact_visit_title'), description: t('contact_visit_description'), label: address },
  ].filter(({ label }) => label.trim() !== '');
  const offices = [1, 2, 3].map((n) => contentLines(t(`contact_office_${n}`))).filter((lines) => lines.length > 0);

  return (
    <div className="bg-slate-50">
      <section className="bg-linear-to-br from-primary-900 via-primary-700 to-blue-600 text-white">
        <div className="mx-auto max-w-4xl px-4 py-16 text-center sm:px-6 lg:px-8">
          <h1 className="text-4xl font-extrabold tracking-tight sm:text-5xl">{t('contact_title')}</h1>
          <p className="mt-4 text-lg text-primary-50">{t('contact_description')}</p>
        </div>
      </section>

      <div className="mx-auto max-w-6xl space-y-12 px-4 py-12 sm:px-6 lg:px-8">
        <section aria-labelledby="contact-methods" className={cn('grid gap-6', COLUMNS[methods.length])}>
          <h2 id="contact-methods" className="sr-only">Ways to reach us</h2>
          {methods.map(({ icon: Icon, title, description, label, href }) => (
            <div key={title} className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
              <Icon className="h-8 w-8 text-primary-600" aria-hidden="true" />
              <h3 className="mt-4 text-lg font-semibold text-slate-900">{title}</h3>
              <p className="mt-1 text-sm text-slate-600">{description}</p>
              {href
                ? <a href={href} className="mt-3 inline-block font-medium break-all text-primary-700 hover:underline">{label}</a>
                : <p className="mt-3 font-medium text-slate-900">{label}</p>}
            </div>
          ))}
        </section>

        <section aria-labelledby="contact-form-title" className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
          <h2 id="contact-form-title" className="text-2xl font-bold text-slate-900">{t('contact_form_title')}</h2>
          <p className="mt-1 text-slate-600">We will get back to you within {responseTime}.</p>
          <div className="mt-6">
            <MessageForm channel="contact" responseTime={responseTime} initialSubject={params.get('subject') ?? undefined} />
          </div>
        </section>

        {offices.length > 0 && (
          <section aria-labelledby="contact-offices">
            <h2 id="contact-offices" className="text-2xl font-bold text-slate-900">{t('contact_offices_title')}</h2>
            <ul className="mt-6 grid gap-6 md:grid-cols-3">
              {offices.map(([city, ...rest]) => {
                const phoneLine = rest.length > 1 && telHref(rest.at(-1)!) ? rest.at(-1)! : undefined;
                const lines = phoneLine ? rest.slice(0, -1) : rest;
                return (
                  <li key={city} className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
                    <h3 className="font-semibold text-slate-900">{city}</h3>
                    <address className="mt-2 text-sm text-slate-600 not-italic">
                      {lines.map((line) => <span key={line} className="block">{line}</span>)}
                      {phoneLine && <a href={telHref(phoneLine)} className="mt-2 inline-block font-medium text-primary-700 hover:underline">{phoneLine}</a>}
                    </address>
                  </li>
                );
              })}
            </ul>
          </section>
        )}
      </div>
    </div>
  );
}
