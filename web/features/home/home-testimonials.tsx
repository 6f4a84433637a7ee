import { Quote } from 'lucide-react';
import { SectionHeading } from '../../components/ui/section-heading';
import { contentRows, useContent } from '../content';

/** Customers' words, as an admin entered them; nothing until then (the default is a placeholder). */
export function HomeTestimonials() {
  const { t } = useContent();
  const testimonials = contentRows(t('home_testimonials'), 3).filter(([quote, name]) => quote && name);
  if (testimonials.length === 0) return null;
  return (
    <section aria-labelledby="home-testimonials-heading" className="mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:px-8">
      <SectionHeading id="home-testimonials-heading" title={t('home_testimonials_title')} />
      <ul className="mt-10 grid gap-6 md:grid-cols-3">
        {testimonials.map(([quote, name, role]) => (
          <li key={`${name} ${quote}`}>
            <figure className="flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
              <Quote className="h-6 w-6 text-primary-300" aria-hidden="true" />
              <blockquote className="mt-3 flex-1 text-slate-700">{quote}</blockquote>
              <figcaption className="mt-4 text-sm">
                <span className="block font-semibold text-slate-900">{name}</span>
                {role && <span className="text-slate-500">{role}</span>}
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </section>
  );
}
