import { BarChart3, Database, ShieldCheck, Zap, type LucideIcon } from 'lucide-react';
import { SectionHeading } from '../../components/ui/section-heading';

const SERVICES: { icon: LucideIcon; title: string; description: string }[] = [
  { icon: Database, title: 'Premium Datasets', description: 'Curated lead lists and market data, refreshed on a schedule you can see.' },
  { icon: ShieldCheck, title: 'Verified & Compliant', description: 'Every provider is vetted and every dataset is checked for accuracy and consent.' },
  { icon: Zap, title: 'Instant Delivery', description: 'Download in CSV, JSON, Excel or XML the moment your order completes.' },
  { icon: BarChart3, title: 'Lead Generation', description: 'Real-time leads from your campaigns, scored and delivered to your dashboard.' },
];

export function HomeServices() {
  return (
    <section aria-labelledby="home-services-heading" className="py-16">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <SectionHeading
          id="home-services-heading"
          title="Everything You Need to Grow"
          description="From one-off lists to always-on lead flows, in one marketplace."
        />
        <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {SERVICES.map(({ icon: Icon, title, description }) => (
            <li key={title} className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
              <span className="flex h-11 w-11 items-center justify-center rounded-xl bg-primary-50 text-primary-600">
                <Icon className="h-5 w-5" aria-hidden="true" />
              </span>
              <h3 className="mt-4 font-semibold text-slate-900">{title}</h3>
              <p className="mt-2 text-sm text-slate-600">{description}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
