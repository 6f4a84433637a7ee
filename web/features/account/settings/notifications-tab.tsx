// Notifications tab: the e-mail preferences the mailer obeys. Security e-mails always go; the product sends no SMS,
// so SPEC.md's SMS switch is not offered.
import { useEffect, useId, useState } from 'react';
import type { NotificationPreferences } from '../../../../common/account';
import { toast } from '../../../app/toast';
import { Button } from '../../../components/ui/button';
import { describedBy } from '../../../components/ui/form-field';
import { LoadError } from '../../../components/ui/load-error';
import { Skeleton } from '../../../components/ui/skeleton';
import { Switch } from '../../../components/ui/switch';
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
                <Switch id={`${id}-${o.key}`} checked={values[o.key]} {...describedBy(`${id}-${o.key}`, { hint: o.description })}
                  onCheckedChange={(on) => setValues((v) => ({ ...v, [o.key]: on }))} className={muted ? 'opacity-60' : undefined} />
              </li>
            );
          })}
        </ul>
        <Button type="submit" disabled={save.isPending}>{save.isPending ? 'Saving...' : 'Save Preferences'}</Button>
      </form>
    </SettingsSection>
  );
}
