// The sheet MobileFilters opens: categories and filters over the page, with a button back to the results.
import * as Sheet from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '../../components/ui/button';

interface FiltersSheetProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  children: ReactNode;
}

export function FiltersSheet({ open, onOpenChange, children }: FiltersSheetProps) {
  return (
    <Sheet.Root open={open} onOpenChange={onOpenChange}>
      <Sheet.Portal>
        <Sheet.Overlay className="fixed inset-0 z-50 bg-slate-900/50 backdrop-blur-sm data-[state=open]:animate-fade-in" />
        <Sheet.Content className="fixed inset-y-0 left-0 z-50 flex w-full max-w-sm flex-col bg-slate-50 shadow-2xl focus:outline-none data-[state=open]:animate-fade-in">
          <div className="flex items-center justify-between border-b border-slate-200 bg-white px-4 py-4">
            <Sheet.Title className="text-lg font-semibold text-slate-900">Categories and filters</Sheet.Title>
            <Sheet.Close className="rounded-md p-1 text-slate-400 hover:bg-slate-100 hover:text-slate-600 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-primary-500" aria-label="Close filters">
              <X className="h-5 w-5" aria-hidden="true" />
            </Sheet.Close>
          </div>
          <Sheet.Description className="sr-only">Choose a category and filters; the results update as you choose.</Sheet.Description>
          <div className="flex-1 space-y-4 overflow-y-auto p-4">{children}</div>
          <div className="border-t border-slate-200 bg-white p-4">
            <Sheet.Close asChild>
              <Button className="w-full">Show results</Button>
            </Sheet.Close>
          </div>
        </Sheet.Content>
      </Sheet.Portal>
    </Sheet.Root>
  );
}
