import { Mail, MapPin, Phone } from 'lucide-react';
import { Link } from 'react-router';
import { useContent } from '../../features/content/content-context';
import { Brand } from './brand';

/** `href` entries are served by the server rather than the app. */
type FooterEntry = { label: string; to: string } | { label: string; href: string };

/** SPEC.md's footer placeholders point at the pages that now hold those topics. */
function useFooterColumns(): { title: string; entries: FooterEntry[] }[] {
  const { t } = useContent();
  return [
    {
      title: 'Marketplace',
      entries: [
        { label: t('nav_browse_data'), to: '/marketplace' },
        { label: t('nav_lead_generation'), to: '/lead-generation' },
        { label: t('nav_pricing'), to: '/pricing' },
      ],
    },
    {
      title: 'Company',
      entries: [
        { label: 'About Us', to: '/about' },
        { label: 'Contact', to: '/contact' },
        { label: t('nav_support'), to: '/support' },
      ],
    },
    {
      title: 'Resources',
      entries: [
        { label: t('nav_resources'), to: '/resources' },
        { label: 'API Reference', to: '/developers' },
        { label: 'TCPA Compliance', to: '/legal/data-usage#tcpa' },
        { label: 'Data Protection', to: '/legal/data-usage#security' },
      ],
    },
    {
      title: 'Legal',
      entries: [
        { label: 'Privacy Policy', to: '/privacy' },
        { label: 'Terms of Service', to: '/terms' },
      ],
    },
  ];
}

export function Footer() {
  const { t } = useContent();
  const columns = useFooterColumns();
  const phone = t('footer_phone');
  const email = t('footer_email');
  const address = t('footer_address');
  return (
    <footer className="border-t border-slate-200 bg-white">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:px-6 md:grid-cols-2 lg:grid-cols-6 lg:px-8">
        <div className="lg:col-span-2">
          <Brand />
          <p className="mt-4 max-w-sm text-sm text-slate-600">{t('footer_description')}</p>
          <ul className="mt-4 space-y-2 text-sm text-slate-600">
            {phone && (
              <li className="flex items-center gap-2">
                <Phone className="h-4 w-4 text-slate-400" aria-hidden="true" />
                <a href={`tel:${phone.replace(/[^\d+]/g, '')}`} className="hover:text-primary-600">{phone}</a>
              </li>
            )}
            <li className="flex items-center gap-2">
              <Mail className="h-4 w-4 text-slate-400" aria-hidden="true" />
              <a href={`mailto:${email}`} className="hover:text-primary-600">{email}</a>
            </li>
            {address && (
              <li className="flex items-start gap-2">
                <MapPin className="mt-0.5 h-4 w-4 text-slate-400" aria-hidden="true" />
                <span>{address}</span>
              </li>
            )}
          </ul>
        </div>
        {columns.map((column) => (
          <div key={column.title}>
            <h2 className="text-sm font-semibold text-slate-900">{column.title}</h2>
            <ul className="mt-4 space-y-2 text-sm">
              {column.entries.map((entry) => (
                <li key={entry.label}>
                  {'to' in entry ? (
                    <Link to={entry.to} className="text-slate-600 hover:text-primary-600">{entry.label}</Link>
                  ) : (
                    <a href={entry.href} className="text-slate-600 hover:text-primary-600">{entry.label}</a>
                  )}
                </li>
              ))}
            </ul>
          </div>
        ))}
      </div>
      <div className="border-t border-slate-200">
        <div className="mx-auto flex max-w-7xl flex-col items-center justify-between gap-3 px-4 py-6 text-sm text-slate-500 sm:flex-row sm:px-6 lg:px-8">
          <p>{t('footer_copyright')}</p>
        </div>
      </div>
    </footer>
  );
}
