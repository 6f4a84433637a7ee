// /support: a search over the FAQ, the real ways to reach support (e-mail, phone, documentation) and the
// 'Still Need Help?' form. Texts are editable content (section Support); the FAQ is three editable groups.
import { BookOpen, Mail, Phone, Search, type LucideIcon } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { usePageTitle } from '../../app/use-page-title';
import { buttonClasses } from '../../components/ui/button';
import { Input } from '../../components/ui/input';
import { addPageContentDefaults, useContent } from '../content';
import { questionsOf, telHref } from './content-text';
import { MessageForm } from './message-form';

addPageContentDefaults();

interface Option {
  icon: LucideIcon;
  title: string;
  description: string;
  availability: string;
  actions: { label: string; href: string; internal?: boolean }[];
}

export function SupportPage() {
  const { t } = useContent();
  usePageTitle(t('support_title'));
  const [query, setQuery] = useState('');
  const responseTime = t('support_response_time');
  const email = t('footer_email');
  const phone = t('footer_phone');
  const tel = telHref(phone);

  const words = query.trim().toLowerCase().split(/\s+/).filter(Boolean);
  const groups = [1, 2, 3].map((n) => ({
    title: t(`support_faq_${n}_title`),
    items: questionsOf(t(`support_faq_${n}_items`))
      .filter(({ question, answer }) => words.every((w) => `${question} ${answer}`.toLowerCase().includes(w))),
  })).filter((g) => g.title && g.items.length > 0);
  const searching = words.length > 0;

  const options: Option[] = [
    {
      icon: Mail, title: 'Email Support', description: 'Write to our support team about anything: orders, downloads, billing or data.',
      availability: `Replies within ${responseTime}`, actions: [{ label: 'Send Email', href: `mailto:${email}` }],
    },
    ...(tel ? [{
      icon: Phone, title: 'Phone Support', description: `Talk to a specialist at ${phone}.`,
      availability: t('support_hours'), actions: [{ label: 'Call Now', href: tel }],
    }] : []),
    {
      icon: BookOpen, title: 'Documentation', description: 'The API reference and the rules for using the data you buy.',
      availability: 'Available any time',
      actions: [{ label: 'API Reference', href: '/developers', internal: true }, { label: 'Data Usage Policy', href: '/legal/data-usage', internal: true }],
    },
  ];

  return (
    <div className="bg-slate-50">
      <section className="bg-linear-to-br from-primary-900 via-primary-700 to-blue-600 text-white">
        <div className="mx-auto max-w-4xl px-4 py-16 text-center sm:px-6 lg:px-8">
          <h1 className="text-4xl font-extrabold tracking-tight sm:text-5xl">{t('support_title')}</h1>
          <p className="mt-4 text-lg text-primary-50">{t('support_description')}</p>
          <div role="search" aria-label="Search help articles" className="relative mx-auto mt-8 max-w-xl">
            <label htmlFor="support-search" className="sr-only">Search help articles</label>
            <Search className="pointer-events-none absolute top-1/2 left-3 h-5 w-5 -translate-y-1/2 text-slate-400" aria-hidden="true" />
            <Input
              id="support-search" type="search" value={query} onChange={(e) => setQuery(e.target.value)} maxLength={200}
              placeholder="Search for answers..." className="h-12 pl-10 text-base" aria-controls="support-faq"
            />
          </div>
        </div>
      </section>

      <div className="mx-auto max-w-6xl space-y-12 px-4 py-12 sm:px-6 lg:px-8">
        <section aria-labelledby="support-options">
          <h2 id="support-options" className="text-2xl font-bold text-slate-900">Contact Support</h2>
          <div className="mt-6 grid gap-6 md:grid-cols-3">
            {options.map(({ icon: Icon, title, description, availability, actions }) => (
              <div key={title} className="flex flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
                <Icon className="h-8 w-8 text-primary-600" aria-hidden="true" />
                <h3 className="mt-4 text-lg font-semibold text-slate-900">{title}</h3>
                <p className="mt-1 flex-1 text-sm text-slate-600">{description}</p>
                <p className="mt-3 text-sm font-medium text-green-800">{availability}</p>
                <div className="mt-4 flex flex-wrap gap-2">
                  {actions.map((a, i) => a.internal
                    ? <Link key={a.href} to={a.href} className={buttonClasses(i === 0 ? 'primary' : 'outline', 'sm')}>{a.label}</Link>
                    : <a key={a.href} href={a.href} className={buttonClasses(i === 0 ? 'primary' : 'outline', 'sm')}>{a.label}</a>)}
                </div>
              </div>
            ))}
          </div>
        </section>

        <section id="support-faq" aria-labelledby="support-faq-title" aria-live="polite">
          <h2 id="support-faq-title" className="text-2xl font-bold text-slate-900">Frequently Asked Questions</h2>
          {groups.length === 0 ? (
            <p className="mt-6 rounded-2xl border border-dashed border-slate-300 bg-white p-8 text-center text-slate-600">
              No answers match “{query.trim()}”. Try other words, or <a href="#support-form-title" className="font-medium text-primary-700 underline">send us a message</a>.
            </p>
          ) : (
            <div className="mt-6 grid gap-8 lg:grid-cols-3">
              {groups.map((group) => (
                <div key={group.title}>
                  <h3 className="text-lg font-semibold text-slate-900">{group.title}</h3>
                  <ul className="mt-3 space-y-3">
                    {group.items.map(({ question, answer }) => (
                      <li key={question}>
                        {/* Matches are opened while searching; the key lets a person's own toggling start afresh. */}
                        <details key={String(searching)} open={searching} className="group rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
                          <summary className="cursor-pointer font-medium text-slate-900 marker:text-primary-600">{question}</summary>
                          <p className="mt-2 text-sm text-slate-600">{answer}</p>
                        </details>
                      </li>
                    ))}
                  </ul>
                </div>
              ))}
            </div>
          )}
        </section>

        <section aria-labelledby="support-form-title" className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
          <h2 id="support-form-title" className="text-2xl font-bold text-slate-900">Still Need Help?</h2>
          <p className="mt-1 text-slate-600">Send us a message and we will get back to you within {responseTime}.</p>
          <div className="mt-6">
            <MessageForm channel="support" responseTime={responseTime} />
          </div>
        </section>
      </div>
    </div>
  );
}
