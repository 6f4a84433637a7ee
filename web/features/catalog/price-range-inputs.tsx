import { useState, type KeyboardEvent } from 'react';
import { describedBy } from '../../components/ui/form-field';
import { Input } from '../../components/ui/input';
import { Label } from '../../components/ui/label';
import { priceRangeProblem } from './marketplace-filters';

interface PriceRangeInputsProps {
  priceMin: string;
  priceMax: string;
  onApply: (range: { priceMin: string; priceMax: string }) => void;
}

/** Min and max in dollars, applied on blur or Enter so the URL does not change per keystroke; an inverted range is named. */
export function PriceRangeInputs({ priceMin, priceMax, onApply }: PriceRangeInputsProps) {
  const problem = priceRangeProblem({ priceMin, priceMax });
  const problemId = 'price-range-problem';
  return (
    <div>
      <div className="flex items-end gap-2">
        <PriceInput id="price-min" label="Min price ($)" value={priceMin} problemId={problem ? problemId : undefined} onCommit={(value) => onApply({ priceMin: value, priceMax })} />
        <span aria-hidden="true" className="pb-2.5 text-slate-400">
          –
        </span>
        <PriceInput id="price-max" label="Max price ($)" value={priceMax} problemId={problem ? problemId : undefined} onCommit={(value) => onApply({ priceMin, priceMax: value })} />
      </div>
      {problem && <p id={problemId} role="alert" className="mt-1 max-w-xs text-sm text-red-700">{problem}</p>}
    </div>
  );
}

interface PriceInputProps {
  id: string;
  label: string;
  value: string;
  /** The message about the range, when it is wrong. */
  problemId?: string;
  onCommit: (value: string) => void;
}

function PriceInput({ id, label, value, problemId, onCommit }: PriceInputProps) {
  const [draft, setDraft] = useState(value);
  // The URL is the source of truth: when it changes elsewhere (Clear all filters, back button) the draft follows.
  const [shown, setShown] = useState(value);
  if (shown !== value) {
    setShown(value);
    setDraft(value);
  }
  const commit = () => {
    const next = draft.trim();
    if (next !== value) onCommit(next);
  };
  const commitOnEnter = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') commit();
  };
  return (
    <div className="w-28">
      <Label htmlFor={id} className="mb-1 text-xs text-slate-500">
        {label}
      </Label>
      <Input
        id={id}
        type="number"
        inputMode="decimal"
        min={0}
        step="any"
        placeholder={id === 'price-min' ? '0' : 'Any'}
        value={draft}
        {...describedBy(id, { invalid: Boolean(problemId), also: problemId })}
        onChange={(event) => setDraft(event.target.value)}
        onBlur={commit}
        onKeyDown={commitOnEnter}
      />
    </div>
  );
}
