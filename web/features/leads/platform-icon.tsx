// Each lead source's mark. lucide has no brand icons, so the brands' letters in their colours stand in.
import { Plug } from 'lucide-react';
import { CAMPAIGN_SOURCE_LABELS, type CampaignSource } from '../../../common/leads';
import { cn } from '../../components/ui/cn';

const MARKS: Record<Exclude<CampaignSource, 'other'>, { text: string; className: string }> = {
  facebook: { text: 'f', className: 'bg-[#1877F2] text-white font-bold text-lg' },
  google: { text: 'G', className: 'bg-white text-[#1a73e8] font-bold border border-slate-200' },
  linkedin: { text: 'in', className: 'bg-[#0A66C2] text-white font-bold text-sm' },
  twitter: { text: '𝕏', className: 'bg-black text-white font-bold' },
};

export function PlatformIcon({ source, className }: { source: CampaignSource; className?: string }) {
  const base = cn('inline-flex h-10 w-10 shrink-0 items-center justify-center rounded-lg leading-none', className);
  if (source === 'other') {
    return (
      <span role="img" aria-label={CAMPAIGN_SOURCE_LABELS.other} className={cn(base, 'bg-slate-100 text-slate-600')}>
        <Plug className="h-5 w-5" aria-hidden="true" />
      </span>
    );
  }
  const mark = MARKS[source];
  return <span role="img" aria-label={CAMPAIGN_SOURCE_LABELS[source]} className={cn(base, mark.className)}>{mark.text}</span>;
}
