// /account/settings: tabs Profile, Security, Notifications and Billing (the open tab is in the address, ?tab=), then
// the user's data export and the Danger Zone.
import { Bell, CreditCard, Shield, User, type LucideIcon } from 'lucide-react';
import { useId, useRef, type KeyboardEvent } from 'react';
import { useSearchParams } from 'react-router';
import { usePageTitle } from '../../../app/use-page-title';
import { cn } from '../../../components/ui/cn';
import { BillingTab } from './billing-tab';
import { DangerZone } from './danger-zone';
import { DataExport } from './data-export';
import { NotificationsTab } from './notifications-tab';
import { ProfileTab } from './profile-tab';
import { SecurityTab } from './security-tab';

const TABS = [
  { id: 'profile', label: 'Profile', icon: User },
  { id: 'security', label: 'Security', icon: Shield },
  { id: 'notifications', label: 'Notifications', icon: Bell },
  { id: 'billing', label: 'Billing', icon: CreditCard },
] as const satisfies readonly { id: string; label: string; icon: LucideIcon }[];
export type SettingsTab = (typeof TABS)[number]['id'];

export function SettingsPage() {
  usePageTitle('Account Settings');
  const id = useId();
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab');
  const active: SettingsTab = TABS.some((t) => t.id === requested) ? (requested as SettingsTab) : 'profile';
  const tabRefs = useRef<(HTMLButtonElement | null)[]>([]);

  const select = (tab: SettingsTab, focus = false) => {
    setParams((p) => {
      const next = new URLSearchParams(p);
      next.set('tab', tab);
      return next;
    }, { replace: true });
    if (focus) tabRefs.current[TABS.findIndex((t) => t.id === tab)]?.focus();
  };

  // WAI-ARIA tabs: arrows move between tabs (and open them), Home/End jump to the ends.
  const onKeyDown = (event: KeyboardEvent) => {
    const index = TABS.findIndex((t) => t.id === active);
    const to = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: TABS.length - 1 }[event.key];
    if (to === undefined) return;
    event.preventDefault();
    select(TABS[(to + TABS.length) % TABS.length]!.id, true);
  };

  return (
    <div className="mx-auto max-w-4xl px-4 py-8 sm:px-6 sm:py-10 lg:px-8">
      <h1 className="text-3xl font-bold tracking-tight text-slate-900">Account Settings</h1>
      <p className="mt-2 text-slate-600">Manage your profile, security, notifications and billing.</p>

      <div role="tablist" aria-label="Account settings" onKeyDown={onKeyDown}
        className="mt-6 flex gap-1 overflow-x-auto rounded-xl border border-slate-200 bg-slate-50 p-1">
        {TABS.map((tab, i) => {
          const selected = tab.id === active;
          const Icon = tab.icon;
          return (
            <button key={tab.id} ref={(el) => { tabRefs.current[i] = el; }} type="button" role="tab" id={`${id}-tab-${tab.id}`}
              aria-selected={selected} aria-controls={`${id}-panel-${tab.id}`} tabIndex={selected ? 0 : -1} onClick={() => select(tab.id)}
              className={cn(
                'flex flex-1 items-center justify-center gap-2 rounded-lg px-3 py-2 text-sm font-medium whitespace-nowrap transition-colors',
                'focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-primary-500',
                selected ? 'bg-white text-primary-700 shadow-sm' : 'text-slate-700 hover:bg-white/70 hover:text-slate-900',
              )}>
              <Icon className="h-4 w-4" aria-hidden="true" />
              {tab.label}
            </button>
          );
        })}
      </div>

      <div role="tabpanel" id={`${id}-panel-${active}`} aria-labelledby={`${id}-tab-${active}`} tabIndex={0}
        className="mt-6 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-primary-500 sm:p-6">
        {active === 'profile' && <ProfileTab onChangeEmail={() => select('security')} />}
        {active === 'security' && <SecurityTab />}
        {active === 'notifications' && <NotificationsTab />}
        {active === 'billing' && <BillingTab />}
      </div>

      <DataExport />
      <DangerZone />
    </div>
  );
}
