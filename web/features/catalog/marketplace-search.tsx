import { Search } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Button } from '../../components/ui/button';
import { Input } from '../../components/ui/input';

interface MarketplaceSearchProps {
  search: string;
  onSearch: (search: string) => void;
}

/** Submitted on Enter or the button, so typing does not rewrite the URL per keystroke. */
export function MarketplaceSearch({ search, onSearch }: MarketplaceSearchProps) {
  const [draft, setDraft] = useState(search);
  // Follow the URL when it changes elsewhere (Clear all filters, the header search, back button).
  const [shown, setShown] = useState(search);
  if (shown !== search) {
    setShown(search);
    setDraft(search);
  }
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(draft.trim());
  };
  return (
    <form role="search" aria-label="Search datasets" onSubmit={submit} className="flex gap-2">
      <label className="relative flex-1">
        <span className="sr-only">Search datasets</span>
        <Search className="pointer-events-none absolute top-1/2 left-3 h-4 w-4 -translate-y-1/2 text-slate-400" aria-hidden="true" />
        <Input
          type="search"
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          placeholder="Search by title, description or tag"
          className="pl-9"
        />
      </label>
      <Button type="submit">Search</Button>
    </form>
  );
}
