// A search box whose text is committed (to the URL, a query) 300 ms after typing stops. It follows the committed value
// when that changes elsewhere (Clear filters, the back button) without fighting what the user is typing.
import { Search } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useNavigation } from 'react-router';
import { Input } from './input';

export const SEARCH_DEBOUNCE_MS = 300;

interface SearchInputProps {
  id: string;
  /** Read by screen readers (the box shows only its placeholder). */
  label: string;
  placeholder: string;
  value: string;
  onCommit: (value: string) => void;
  maxLength?: number;
}

export function SearchInput({ id, label, placeholder, value, onCommit, maxLength = 200 }: SearchInputProps) {
  const [draft, setDraft] = useState(value);
  // The value this box last committed: when it comes back, the user may already have typed on.
  const [sent, setSent] = useState<string | null>(null);
  const [shown, setShown] = useState(value);
  if (shown !== value) {
    setShown(value);
    if (value !== sent) {
      setDraft(value);
      setSent(null);
    }
  }

  // The latest callback, so a parent's re-render never restarts the wait.
  const commit = useRef(onCommit);
  commit.current = onCommit;
  const trimmed = draft.trim();
  // Once the user has clicked away, committing would change this page's URL and so take them back. A navigation under
  // way (the next page's code loading) holds the wait until it settles; one already in the address bar while this
  // page is still on screen (the next one rendering) drops the commit.
  const navigating = useNavigation().state !== 'idle';
  useEffect(() => {
    if (trimmed === value || navigating) return;
    const path = window.location.pathname;
    const timer = setTimeout(() => {
      if (window.location.pathname !== path) return;
      setSent(trimmed);
      commit.current(trimmed);
    }, SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [trimmed, value, navigating]);

  return (
    <div role="search" className="flex-1">
      <label htmlFor={id} className="sr-only">{label}</label>
      <div className="relative">
        <Search className="pointer-events-none absolute top-1/2 left-3 h-4 w-4 -translate-y-1/2 text-slate-400" aria-hidden="true" />
        <Input id={id} type="search" value={draft} maxLength={maxLength} onChange={(event) => setDraft(event.target.value)} placeholder={placeholder} className="pl-9" />
      </div>
    </div>
  );
}
