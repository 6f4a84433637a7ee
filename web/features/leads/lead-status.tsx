// How a lead's status looks everywhere (SPEC.md: delivered green check, failed red, pending yellow, others grey). One word
// per outcome across the site: a lead that could not be used (API status `failed`, ingest outcome `rejected`) is Refused.
import { CircleCheck, CircleX, Clock, Copy, FlaskConical, CirclePause, Undo2, type LucideIcon } from 'lucide-react';
import { DUPLICATE_WINDOW_DAYS, type LeadStatus } from '../../../common/leads';
import { cn } from '../../components/ui/cn';

export const LEAD_STATUS_VIEW: Record<LeadStatus, { label: string; icon: LucideIcon; className: string; help: string }> = {
  delivered: { label: 'Delivered', icon: CircleCheck, className: 'bg-green-100 text-green-800', help: 'Charged to your balance' },
  pending: { label: 'Waiting for funds', icon: Clock, className: 'bg-yellow-100 text-yellow-800', help: 'Delivered and charged as soon as your balance covers it, oldest first' },
  over_cap: { label: 'Over cap', icon: CirclePause, className: 'bg-orange-100 text-orange-800', help: 'Held by a spend cap, not charged: delivered oldest first when the cap allows (a new day or month, or a raised cap)' },
  failed: { label: 'Refused', icon: CircleX, className: 'bg-red-100 text-red-800', help: 'Could not be used: no valid contact, a broken quality rule of its import, or the platform did not hand it over (the reasons are on the lead); never charged' },
  duplicate: { label: 'Duplicate', icon: Copy, className: 'bg-slate-100 text-slate-700', help: `Same e-mail or phone as one of your leads (any import) in the last ${DUPLICATE_WINDOW_DAYS} days; never charged` },
  returned: { label: 'Returned', icon: Undo2, className: 'bg-slate-100 text-slate-700', help: 'Return approved; the charge was credited back' },
  test: { label: 'Test', icon: FlaskConical, className: 'bg-slate-100 text-slate-700', help: 'A platform\'s test submission; never charged' },
};

export function LeadStatusBadge({ status, className }: { status: LeadStatus; className?: string }) {
  const view = LEAD_STATUS_VIEW[status];
  const Icon = view.icon;
  return (
    <span data-status={status} title={view.help} className={cn('inline-flex items-center gap-1 rounded-full px-2 py-0.5 text-xs font-medium whitespace-nowrap', view.className, className)}>
      <Icon className="h-3.5 w-3.5" aria-hidden="true" />
      {view.label}
    </span>
  );
}

export function QualityScore({ score }: { score: number }) {
  const tone = score >= 70 ? 'text-green-700' : score >= 40 ? 'text-yellow-700' : 'text-red-700';
  return <span className={cn('font-medium tabular-nums', tone)}>{score}%</span>;
}
