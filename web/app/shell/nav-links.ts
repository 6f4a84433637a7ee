// The header's links (SPEC.md "Header, menu, drawer, footer", plus For Business and Developers: issue 53); labels are
// editable content keys.
import { useAuth } from '../../features/auth/auth-context';
import { useContent } from '../../features/content/content-context';

type Audience = 'everyone' | 'signed-in' | 'admin';

const NAV_LINKS: { to: string; labelKey: string; audience: Audience }[] = [
  { to: '/marketplace', labelKey: 'nav_browse_data', audience: 'everyone' },
  { to: '/lead-generation', labelKey: 'nav_lead_generation', audience: 'everyone' },
  { to: '/pricing', labelKey: 'nav_pricing', audience: 'everyone' },
  { to: '/lead-import', labelKey: 'nav_lead_import', audience: 'signed-in' },
  { to: '/for-business', labelKey: 'nav_for_business', audience: 'everyone' },
  { to: '/developers', labelKey: 'nav_developers', audience: 'everyone' },
  { to: '/resources', labelKey: 'nav_resources', audience: 'everyone' },
  { to: '/support', labelKey: 'nav_support', audience: 'everyone' },
  { to: '/admin', labelKey: 'nav_admin', audience: 'admin' },
];

interface NavItem {
  to: string;
  label: string;
  isAdmin: boolean;
}

export function useNavItems(): NavItem[] {
  const { user, isAdmin } = useAuth();
  const { t } = useContent();
  return NAV_LINKS.filter(
    ({ audience }) => audience === 'everyone' || (audience === 'signed-in' && user) || (audience === 'admin' && isAdmin),
  ).map(({ to, labelKey, audience }) => ({ to, label: t(labelKey), isAdmin: audience === 'admin' }));
}
