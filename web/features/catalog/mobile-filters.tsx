// Below the desktop breakpoint the categories and filters wait behind one button, in a sheet, so the first datasets
// are on the first screen of a phone. The sheet's code (a dialog) loads on the first tap, not with the page.
import { SlidersHorizontal } from 'lucide-react';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { Button } from '../../components/ui/button';

const FiltersSheet = lazy(() => import('./filters-sheet').then((m) => ({ default: m.FiltersSheet })));

interface MobileFiltersProps {
  /** How many filters (category included) are on, shown on the button. */
  active: number;
  children: ReactNode;
}

export function MobileFilters({ active, children }: MobileFiltersProps) {
  const [open, setOpen] = useState(false);
  const [used, setUsed] = useState(false);
  return (
    <>
      <Button variant="outline" className="lg:hidden" aria-haspopup="dialog" onClick={() => { setUsed(true); setOpen(true); }}>
        <SlidersHorizontal className="h-4 w-4" aria-hidden="true" />
        Filters{' '}
        {active > 0 && <span className="rounded-full bg-primary-600 px-2 text-xs text-white">{active}{' '}<span className="sr-only">on</span></span>}
      </Button>
      {used && (
        <Suspense fallback={null}>
          <FiltersSheet open={open} onOpenChange={setOpen}>{children}</FiltersSheet>
        </Suspense>
      )}
    </>
  );
}
