// /account/settings: tabs Profile, Security, Notifications and Billing (the open tab is in the address, ?tab=), then
// the user's data export and the Danger Zone.
import { Bell, CreditCard, Shield, User, type LucideIcon } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { usePageTitle } from '../../../app/use-page-title';
import { Tabs } from '../../../components/ui/tabs';
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
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab');
  const active: SettingsTab = TABS.some((t) => t.id === requested) ? (requested as SettingsTab) : 'profile';

  const select = (tab: SettingsTab) => {
    setParams((p) => {
      const next = new URLSearchParams(p);
      next.set('tab', tab);
      return next;
    }, { replace: true });
  };

  return (
    <div className="mx-auto max-w-4xl px-4 py-8 sm:px-6 sm:py-10 lg:px-8">
      <h1 className="text-3xl font-bold tracking-tight text-slate-900">Account Settings</h1>
      <p className="mt-2 text-slate-600">Manage your profile, security, notifications and billing.</p>

      <Tabs label="Account settings" tabs={TABS} current={active} onSelect={select} variant="pills" listClassName="mt-6"
        panelClassName="mt-6 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm focus-visible:ring-2 focus-visible:ring-primary-500 sm:p-6">
        {active === 'profile' && <ProfileTab onChangeEmail={() => select('security')} />}
        {active === 'security' && <SecurityTab />}
        {active === 'notifications' && <NotificationsTab />}
        {active === 'billing' && <BillingTab />}
      </Tabs>

      <DataExport />
      <DangerZone />
    </div>
  );
}
