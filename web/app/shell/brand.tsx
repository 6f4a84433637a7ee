import { Database } from 'lucide-react';
import { Link } from 'react-router';
import { useContent } from '../../features/content/content-context';

/** Logo and brand name from the content store; an uploaded logo replaces the built-in icon. */
export function Brand({ onNavigate }: { onNavigate?: () => void }) {
  const { t } = useContent();
  const logo = t('brand_logo');
  return (
    <Link
      to="/"
      onClick={onNavigate}
      className="flex shrink-0 items-center gap-2 rounded-lg focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-primary-500"
    >
      {logo ? (
        <img src={logo} alt="" className="h-9 w-9 rounded-lg object-contain" />
      ) : (
        <span className="flex h-9 w-9 items-center justify-center rounded-lg bg-linear-to-br from-primary-600 to-blue-500 text-white shadow-sm">
          <Database className="h-5 w-5" aria-hidden="true" />
        </span>
      )}
      <span className="text-lg font-bold tracking-tight text-slate-900">{t('brand_name')}</span>
    </Link>
  );
}
