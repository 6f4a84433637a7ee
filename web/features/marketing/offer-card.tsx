// A priced offer read from the content store by its key prefix (see offer() in common/content-defaults.ts).
import { Check } from 'lucide-react';
import { buttonClasses } from '../../components/ui/button';
import { cn } from '../../components/ui/cn';
import { contentLines, useContent } from '../content';
import { SiteLink } from './site-link';

interface OfferCardProps {
  prefix: string;
  /** Where the button goes: /marketplace for Get Started, /contact?subject=pricing for sales. */
  href: string;
  /** The badge text when this is the highlighted offer. */
  badge?: string;
}

export function OfferCard({ prefix, href, badge }: OfferCardProps) {
  const { t } = useContent();
  const name = t(`${prefix}_name`);
  const headingId = `${prefix}-name`;
  return (
    <article
      aria-labelledby={headingId}
      className={cn(
        'relative flex h-full flex-col rounded-2xl border bg-white p-6 shadow-sm sm:p-8',
        badge ? 'border-primary-500 ring-2 ring-primary-500' : 'border-slate-200',
      )}
    >
      {badge && (
        <p className="absolute -top-3 left-1/2 -translate-x-1/2 rounded-full bg-primary-600 px-3 py-1 text-xs font-semibold whitespace-nowrap text-white">
          {badge}
        </p>
      )}
      <h3 id={headingId} className="text-xl font-semibold text-slate-900">
        {name}
      </h3>
      <p className="mt-2 text-sm text-slate-600">{t(`${prefix}_description`)}</p>
      <p className="mt-6 flex items-baseline gap-1">
        <span className="text-4xl font-extrabold tracking-tight text-slate-900">{t(`${prefix}_price`)}</span>
        {t(`${prefix}_period`) && <span className="text-slate-600">{t(`${prefix}_period`)}</span>}
      </p>
      <ul className="mt-6 flex-1 space-y-3 text-sm text-slate-700">
        {contentLines(t(`${prefix}_features`)).map((feature) => (
          <li key={feature} className="flex gap-2">
            <Check className="mt-0.5 h-4 w-4 shrink-0 text-green-600" aria-hidden="true" />
            {feature}
          </li>
        ))}
      </ul>
      <SiteLink href={href} className={buttonClasses(badge ? 'primary' : 'outline', 'lg', 'mt-8 w-full')} aria-label={`${t(`${prefix}_button`)}: ${name}`}>
        {t(`${prefix}_button`)}
      </SiteLink>
    </article>
  );
}
