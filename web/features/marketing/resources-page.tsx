// /resources ('Knowledge Grimoire'): featured guides, six categories of four resources and the newsletter.
// Every resource points at a real page of the site (or the API reference); one without a path is shown unlinked.
// 'Join Community' leads to the newsletter: the community the site really has (there is no forum or chat to join).
import { ArrowRight, BookOpen, Code2, FileText, GraduationCap, Lightbulb, Users, type LucideIcon } from 'lucide-react';
import { useRef, type MouseEvent } from 'react';
import { usePageTitle } from '../../app/use-page-title';
import { buttonClasses } from '../../components/ui/button';
import { addPageContentDefaults, contentRows, useContent } from '../content';
import { NewsletterSignup } from '../messages';
import { MarketingHero } from './marketing-hero';
import { isSitePath, SiteLink } from './site-link';

addPageContentDefaults();

const CATEGORY_ICONS: LucideIcon[] = [BookOpen, GraduationCap, FileText, Code2, Users, Lightbulb];

export function ResourcesPage() {
  const { t } = useContent();
  const title = t('resources_title');
  usePageTitle(title);
  const newsletter = useRef<HTMLElement>(null);
  const newsletterEmail = useRef<HTMLInputElement>(null);
  // Scrolled to by hand: following the link's #newsletter would blur the field focused for the visitor to type in.
  const joinCommunity = (event: MouseEvent) => {
    event.preventDefault();
    newsletter.current?.scrollIntoView();
    newsletterEmail.current?.focus({ preventScroll: true });
  };
  return (
    <>
      <MarketingHero title={title} description={t('resources_description')}>
        <a href="#resource-categories" className={buttonClasses('inverse', 'lg')}>
          {t('resources_browse_all')}
        </a>
        <a href="#newsletter" onClick={joinCommunity} className={buttonClasses('outline-inverse', 'lg')}>
          {t('resources_join_community')}
        </a>
      </MarketingHero>

      <section aria-labelledby="featured-heading" className="mx-auto max-w-6xl px-4 py-16 sm:px-6 lg:px-8">
        <h2 id="featured-heading" className="text-center text-3xl font-bold tracking-tight text-slate-900">
          Featured
        </h2>
        <ul className="mt-10 grid gap-6 md:grid-cols-3">
          {[1, 2, 3].map((n) => (
            <li key={n} className="flex">
              <FeaturedResource n={n} />
            </li>
          ))}
        </ul>
      </section>

      <section id="resource-categories" aria-labelledby="categories-heading" className="scroll-mt-20 bg-slate-50 py-16">
        <div className="mx-auto max-w-6xl px-4 sm:px-6 lg:px-8">
          <h2 id="categories-heading" className="text-center text-3xl font-bold tracking-tight text-slate-900">
            Browse by Category
          </h2>
          <ul className="mt-10 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
            {[1, 2, 3, 4, 5, 6].map((n) => (
              <li key={n} className="flex">
                <ResourceCategory n={n} icon={CATEGORY_ICONS[n - 1]!} />
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section ref={newsletter} id="newsletter" aria-labelledby="newsletter-heading" className="mx-auto max-w-3xl scroll-mt-20 px-4 py-16 sm:px-6 lg:px-8">
        <div className="rounded-3xl bg-primary-900 p-8 text-white sm:p-10">
          <h2 id="newsletter-heading" className="text-2xl font-bold tracking-tight">
            {t('resources_newsletter_title')}
          </h2>
          <p className="mt-2 text-primary-100">{t('resources_newsletter_description')}</p>
          <NewsletterSignup tone="dark" className="mt-6" emailRef={newsletterEmail} />
        </div>
      </section>
    </>
  );
}

function FeaturedResource({ n }: { n: number }) {
  const { t } = useContent();
  const key = `resources_featured_${n}`;
  const title = t(`${key}_title`);
  const link = t(`${key}_link`);
  const image = t(`${key}_image`);
  if (!title) return null;
  return (
    <article className="flex w-full flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm">
      {image ? (
        <img src={image} alt="" className="h-40 w-full object-cover" />
      ) : (
        <div aria-hidden="true" className="flex h-40 items-center justify-center bg-linear-to-br from-primary-700 to-blue-600">
          <BookOpen className="h-10 w-10 text-white/80" />
        </div>
      )}
      <div className="flex flex-1 flex-col p-6">
        <p className="flex gap-2 text-xs font-medium text-slate-600">
          <span className="rounded-full bg-primary-50 px-2 py-0.5 text-primary-700">{t(`${key}_type`)}</span>
          <span className="py-0.5">{t(`${key}_read_time`)}</span>
        </p>
        <h3 className="mt-3 text-lg font-semibold text-slate-900">{title}</h3>
        <p className="mt-2 flex-1 text-sm text-slate-600">{t(`${key}_description`)}</p>
        <SiteLink href={link} className="mt-4 inline-flex items-center gap-1 text-sm font-semibold text-primary-700 hover:underline" aria-label={`Read ${title}`}>
          Read <ArrowRight className="h-4 w-4" aria-hidden="true" />
        </SiteLink>
      </div>
    </article>
  );
}

function ResourceCategory({ n, icon: Icon }: { n: number; icon: LucideIcon }) {
  const { t } = useContent();
  const key = `resources_category_${n}`;
  const name = t(`${key}_name`);
  const items = contentRows(t(`${key}_items`), 3);
  if (!name || items.length === 0) return null;
  const headingId = `resource-category-${n}`;
  return (
    <article aria-labelledby={headingId} className="flex w-full flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
      <span className="flex h-11 w-11 items-center justify-center rounded-xl bg-primary-50 text-primary-600">
        <Icon className="h-5 w-5" aria-hidden="true" />
      </span>
      <h3 id={headingId} className="mt-4 text-lg font-semibold text-slate-900">
        {name}
      </h3>
      <p className="mt-1 text-sm text-slate-600">{t(`${key}_description`)}</p>
      <ul className="mt-4 flex-1 space-y-3">
        {items.map(([title, description, href]) => (
          <li key={title} className="text-sm">
            {isSitePath(href) ? (
              <SiteLink href={href} className="font-medium text-primary-700 hover:underline">
                {title}
              </SiteLink>
            ) : (
              <span className="font-medium text-slate-900">{title}</span>
            )}
            {description && <p className="text-slate-600">{description}</p>}
          </li>
        ))}
      </ul>
      <SiteLink href={t(`${key}_link`)} className={buttonClasses('outline', 'md', 'mt-6 w-full')}>
        Explore {name}
      </SiteLink>
    </article>
  );
}
