import { Search } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { Input } from '../../components/ui/input';
import { cn } from '../../components/ui/cn';
import { marketplaceSearchHref } from '../marketplace-link';

/** Enter searches the marketplace (SPEC.md: /marketplace?search={text}, or /marketplace when empty). */
export function HeaderSearch({ className, onSearch }: { className?: string; onSearch?: () => void }) {
  const navigate = useNavigate();
  const [text, setText] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void navigate(marketplaceSearchHref(text));
    onSearch?.();
  };
  return (
    <form role="search" aria-label="Site search" onSubmit={submit} className={cn('relative', className)}>
      <Search className="pointer-events-none absolute top-1/2 left-3 h-4 w-4 -translate-y-1/2 text-slate-400" aria-hidden="true" />
      <Input
        type="search"
        value={text}
        onChange={(event) => setText(event.target.value)}
        placeholder="Search datasets..."
        aria-label="Search datasets"
        className="pl-9"
      />
    </form>
  );
}
