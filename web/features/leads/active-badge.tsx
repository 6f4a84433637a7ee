// An import configuration's Active or Inactive badge.
export function ActiveBadge({ active }: { active: boolean }) {
  return (
    <span className={active ? 'rounded-full bg-green-100 px-2.5 py-0.5 text-xs font-medium text-green-800' : 'rounded-full bg-slate-100 px-2.5 py-0.5 text-xs font-medium text-slate-600'}>
      {active ? 'Active' : 'Inactive'}
    </span>
  );
}
