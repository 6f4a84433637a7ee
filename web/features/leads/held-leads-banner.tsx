// Told once per visit, on every lead page: leads a spend cap holds (not charged, details hidden), which caps hold
// them, and how they come out. Nothing shows while no lead is over a cap.
import { CirclePause } from 'lucide-react';
import { Link } from 'react-router';
import { formatCents } from '../../../common/money';
import { cn } from '../../components/ui/cn';
import { useBalance } from '../billing';
import { useLeadConfigs } from './leads-api';

export function HeldLeadsBanner({ className }: { className?: string }) {
  const balance = useBalance();
  const configs = useLeadConfigs();
  const held = balance.data?.overCapLeads;
  if (!held?.count) return null;
  const caps = balance.data!.spendCaps;
  const accountCapped = (caps.dailyCents !== null && caps.spentTodayCents >= caps.dailyCents) || (caps.monthlyCents !== null && caps.spentThisMonthCents >= caps.monthlyCents);
  const cappedImports = (configs.data ?? []).filter((c) => c.caps.overCapLeads > 0);
  return (
    <div role="status" className={cn('flex gap-3 rounded-xl border border-orange-200 bg-orange-50 p-4 text-sm text-orange-900', className)}>
      <CirclePause className="mt-0.5 h-5 w-5 shrink-0" aria-hidden="true" />
      <div className="space-y-1">
        <p className="font-semibold">
          {held.count} lead{held.count === 1 ? ' is' : 's are'} held by your spend caps ({formatCents(held.cents)} not charged)
        </p>
        <p>
          Their contact details stay hidden until they are delivered: oldest first when the next day starts (00:00 UTC) or as soon as you raise the cap.
        </p>
        <p className="flex flex-wrap gap-x-4 gap-y-1">
          {accountCapped && <Link to="/account/billing#spend-caps" className="font-medium underline">Account spend caps</Link>}
          {cappedImports.map((c) => (
            <Link key={c.id} to={`/lead-import/configs/${c.id}`} className="font-medium underline">
              {c.campaignName}: {c.caps.overCapLeads} held
            </Link>
          ))}
        </p>
      </div>
    </div>
  );
}
