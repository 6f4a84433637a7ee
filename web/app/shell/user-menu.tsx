import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { ChevronDown, CreditCard, KeyRound, LayoutDashboard, LogOut, Settings, Shield, Users, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import type { Me } from '../../../common/api';
import { useAuth } from '../../features/auth/auth-context';
import { toast } from '../toast';

const itemClasses =
  'flex cursor-pointer items-center gap-2 rounded-md px-3 py-2 text-sm text-slate-700 outline-none select-none ' +
  'data-[highlighted]:bg-primary-50 data-[highlighted]:text-primary-700';

export function UserMenu({ user }: { user: Me }) {
  const { isAdmin, signOut } = useAuth();
  const navigate = useNavigate();
  const initials = `${user.firstName.charAt(0)}${user.lastName.charAt(0)}`.toUpperCase() || user.email.charAt(0).toUpperCase();

  const signOutAndGoHome = async () => {
    // Leave the page first: a signed-in page would otherwise send the now signed-out visitor to the sign-in modal.
    await navigate('/');
    try {
      await signOut();
      toast.success('Signed out', { description: 'You have been signed out of your account.' });
    } catch (error) {
      toast.error('Sign out failed', { description: error instanceof Error ? error.message : undefined });
    }
  };

  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger
        className="flex items-center gap-2 rounded-full py-1 pr-2 pl-1 text-sm font-medium text-slate-700 hover:bg-slate-100 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-primary-500"
      >
        <span aria-hidden="true" className="flex h-8 w-8 items-center justify-center rounded-full bg-primary-600 text-xs font-semibold text-white">
          {initials}
        </span>
        <span className="hidden max-w-32 truncate sm:inline">{user.firstName || user.email}</span>
        {/* Named by its content: the visible name (when shown) plus this, so speech input matches what is seen. */}
        <span className="sr-only">Account menu</span>
        <ChevronDown className="h-4 w-4 text-slate-400" aria-hidden="true" />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={8}
          className="z-50 min-w-56 rounded-xl border border-slate-200 bg-white p-1.5 shadow-lg data-[state=open]:animate-fade-in"
        >
          <DropdownMenu.Label className="px-3 py-2">
            <span className="block truncate text-sm font-semibold text-slate-900">
              {`${user.firstName} ${user.lastName}`.trim() || user.email}
            </span>
            <span className="block truncate text-xs text-slate-500">{user.email}</span>
          </DropdownMenu.Label>
          <DropdownMenu.Separator className="my-1 h-px bg-slate-200" />
          <MenuLink to="/dashboard" icon={LayoutDashboard}>Dashboard</MenuLink>
          {isAdmin && <MenuLink to="/admin" icon={Shield}>Admin Panel</MenuLink>}
          <MenuLink to="/account/settings" icon={Settings}>Account Settings</MenuLink>
          <MenuLink to="/account/billing" icon={CreditCard}>Billing &amp; Plans</MenuLink>
          <MenuLink to="/account/team" icon={Users}>Team</MenuLink>
          <MenuLink to="/account/api-keys" icon={KeyRound}>API Keys</MenuLink>
          <DropdownMenu.Separator className="my-1 h-px bg-slate-200" />
          <DropdownMenu.Item onSelect={signOutAndGoHome} className={itemClasses}>
            <LogOut className="h-4 w-4" aria-hidden="true" />
            Sign Out
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}

function MenuLink({ to, icon: Icon, children }: { to: string; icon: LucideIcon; children: ReactNode }) {
  return (
    <DropdownMenu.Item asChild className={itemClasses}>
      <Link to={to}>
        <Icon className="h-4 w-4" aria-hidden="true" />
        {children}
      </Link>
    </DropdownMenu.Item>
  );
}
