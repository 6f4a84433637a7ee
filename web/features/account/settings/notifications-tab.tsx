// Notifications tab: the e-mail preferences the mailer obeys. Security e-mails always go; the product sends no SMS,
// so SPEC.md's SMS switch is not offered.
import { useEffect, useId, useState } from 'react';
import type { NotificationPreferences } from '../../../../common/account';
import { toast } from '../../../app/toast';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../components/ui/cn';
import { LoadError } from '../../../components/ui/load-error';
import { Skeleton } from '../../../components/ui/skeleton';
import { useNotificationPreferences, useSaveNotificationPreferences } from './settings-api';
import { SettingsSection } from './settings-section';

const OPTIONS: { key: keyof NotificationPreferences; label: string; description: string }[] = [
  { key: 'emailNotifications', label: 'Email Notifications', description: 'Receive notifications by e-mail. Off stops every e-mail below, and lead and balance alerts (low balance, failed automatic recharge, lead return decisions).' },
  { key: 'orderUpdates', label: 'Order Updates', description: 'Order confirmations with download links, and recharge receipts.' },
  { key: 'newDatasets', label: 'New Datasets', description: 'News when datasets are added in the categories you buy from.' },
  { key: 'priceAlerts', label: 'Price Alerts', description: 'When a dataset on your wishlist changes price.' },
  { key: 'marketingEmails', label: 'Marketing Emails', description: 'Product news, tips and offers.' },
];

export function NotificationsTab() {
  const prefs = useNotificationPreferences();
  if (prefs.isPending) return <div aria-busy="true" aria-label="Loading your preferences" className="space-y-3">{[0, 1, 2, 3].map((i) => <Skeleton key={i} className="h-12 rounded" />)}</div>;
  if (prefs.isError) return <LoadError title="Your preferences could not be loaded." error={prefs.error} onRetry={() => void prefs.refetch()} />;
  return <PreferencesForm saved={prefs.data} />;
}

function PreferencesForm({ saved }: { saved: NotificationPreferences }) {
  const id = useId();
  const save = useSaveNotificationPreferences();
  const [values, setValues] = useState(saved);
  useEffect(() => setValues(saved), [saved]);

  const submit = async () => {
    try {
      await save.mutateAsync(values);
      toast.success('Preferences Saved', { description: 'Your notification preferences have been updated.' });
    } catch {
      toast.error('Update Failed', { description: 'Please try again' });
    }
  };

  return (
    <SettingsSection id={`${id}-title`} title="Notification Preferences"
      description="Choose which e-mails you receive. Security e-mails (address confirmation, password reset, e-mail change) are always sent.">
      <form onSubmit={(e) => { e.preventDefault(); void submit(); }} className="space-y-4">
        <ul className="divide-y divide-slate-100 rounded-lg border border-slate-200">
          {OPTIONS.map((o) => {
            const muted = o.key !== 'emailNotifications' && !values.emailNotifications;
            return (
              <li key={o.key} className="flex items-start justify-between gap-4 p-4">
                <div>
                  <label htmlFor={`${id}-${o.key}`} className="font-medium text-slate-900">{o.label}</label>
                  <p id={`${id}-${o.key}-hint`} className="text-sm text-slate-600">{o.description}</p>
                </div>
                <button id={`${id}-${o.key}`} type="button" role="switch" aria-checked={values[o.key]} aria-describedby={`${id}-${o.key}-hint`}
                  onClick={() => setValues((v) => ({ ...v, [o.key]: !v[o.key] }))}
                  className={cn(
                    'relative inline-flex h-6 w-11 shrink-0 items-center rounded-full transition-colors',
                    'focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-primary-500 focus-visible:ring-offset-2',
                    values[o.key] ? 'bg-primary-600' : 'bg-slate-400',
                    muted && 'opacity-60',
                  )}>
                  <span aria-hidden="true" className={cn('inline-block h-5 w-5 rounded-full bg-white shadow transition-transform', values[o.key] ? 'translate-x-5' : 'translate-x-0.5')} />
                </button>
              </li>
            );
          })}
        </ul>
        <Button type="submit" disabled={save.isPending}>{save.isPending ? 'Saving...' : 'Save Preferences'}</Button>
      </form>
    </SettingsSection>
  );
}
