import { Search } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { marketplaceSearchHref } from '../../app/marketplace-link';
import { Button } from '../../components/ui/button';
import { useContent } from '../content';

/** Enter or the Search button: the marketplace searched for the trimmed term, or the plain marketplace. */
export function HomeSearch() {
  const { t } = useContent();
  const navigate = useNavigate();
  const [text, setText] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void navigate(marketplaceSearchHref(text));
  };
  return (
    <form role="search" aria-label="Search the marketplace" onSubmit={submit} className="flex w-full max-w-2xl flex-col gap-2 rounded-2xl bg-white p-2 shadow-xl sm:flex-row">
      <label className="relative flex-1">
        <span className="sr-only">Search datasets</span>
        <Search className="pointer-events-none absolute top-1/2 left-4 h-5 w-5 -translate-y-1/2 text-slate-400" aria-hidden="true" />
        <input
          type="search"
          value={text}
          onChange={(event) => setText(event.target.value)}
          placeholder={t('home_search_placeholder')}
          className="h-12 w-full rounded-xl bg-transparent pr-4 pl-12 text-base text-slate-900 placeholder:text-slate-400 focus:outline-none focus-visible:ring-2 focus-visible:ring-primary-500"
        />
      </label>
      <Button type="submit" size="lg">
        Search
      </Button>
    </form>
  );
}
