import { NavLink } from 'react-router';
import { cn } from '../../components/ui/cn';
import { useNavItems } from './nav-links';
import { RefreshContentButton } from './refresh-content-button';

interface PrimaryNavProps {
  /** Row for the desktop bar, column for the mobile menu. */
  layout: 'row' | 'column';
  onNavigate?: () => void;
}

export function PrimaryNav({ layout, onNavigate }: PrimaryNavProps) {
  const items = useNavItems();
  return (
    <ul className={cn('flex', layout === 'row' ? 'items-center gap-0.5 overflow-x-auto lg:gap-1' : 'flex-col gap-1')}>
      {items.map((item) => (
        <li key={item.to} className="flex items-center gap-1">
          <NavLink
            to={item.to}
            onClick={onNavigate}
            className={({ isActive }) =>
              cn(
                'rounded-md py-2 text-sm font-medium whitespace-nowrap transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-primary-500',
                layout === 'column' ? 'flex-1 px-3' : 'px-2 lg:px-3',
                isActive ? 'bg-primary-50 text-primary-700' : 'text-slate-600 hover:bg-slate-100 hover:text-slate-900',
              )
            }
          >
            {item.label}
          </NavLink>
          {item.isAdmin && <RefreshContentButton />}
        </li>
      ))}
    </ul>
  );
}
