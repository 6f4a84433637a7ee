// Previous / 'Page n of m' / Next under a paged list. Hidden when everything fits on one page.
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Button } from './button';

export function Pager({ page, pages, label, onPage }: { page: number; pages: number; label: string; onPage: (page: number) => void }) {
  if (pages <= 1) return null;
  return (
    <nav aria-label={label} className="mt-4 flex items-center justify-between gap-3">
      <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        <ChevronLeft className="h-4 w-4" aria-hidden="true" /> Previous
      </Button>
      <p className="text-sm text-slate-600">Page {page.toLocaleString('en-US')} of {pages.toLocaleString('en-US')}</p>
      <Button variant="outline" size="sm" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        Next <ChevronRight className="h-4 w-4" aria-hidden="true" />
      </Button>
    </nav>
  );
}
