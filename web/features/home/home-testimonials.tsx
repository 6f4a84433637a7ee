import { Quote } from 'lucide-react';
import { SectionHeading } from '../../components/ui/section-heading';

const TESTIMONIALS = [
  { quote: 'The Medicare lists paid for themselves in the first week. Contact rates are the best we have seen.', name: 'Sarah Mitchell', role: 'Independent Medicare Agent' },
  { quote: 'Clean, well-documented data with clear update schedules. Our team stopped scrubbing lists by hand.', name: 'David Chen', role: 'Sales Director, Summit Insurance Group' },
  { quote: 'Finding the right auto insurance leads by region took minutes instead of days.', name: 'Maria Gonzalez', role: 'Agency Owner' },
];

export function HomeTestimonials() {
  return (
    <section aria-labelledby="home-testimonials-heading" className="mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:px-8">
      <SectionHeading
        id="home-testimonials-heading"
        title="Trusted by Insurance Professionals"
        description="Agents and agencies across the country build their pipeline with our data."
      />
      <ul className="mt-10 grid gap-6 md:grid-cols-3">
        {TESTIMONIALS.map(({ quote, name, role }) => (
          <li key={name}>
            <figure className="flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
              <Quote className="h-6 w-6 text-primary-300" aria-hidden="true" />
              <blockquote className="mt-3 flex-1 text-slate-700">{quote}</blockquote>
              <figcaption className="mt-4 text-sm">
                <span className="block font-semibold text-slate-900">{name}</span>
                <span className="text-slate-500">{role}</span>
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </section>
  );
}
