import { useState, type KeyboardEvent } from 'react';
import { Input } from '../../components/ui/input';
import { Label } from '../../components/ui/label';

interface PriceRangeInputsProps {
  priceMin: string;
  priceMax: string;
  onApply: (range: { priceMin: string; priceMax: string }) => void;
}

/** Min and max in dollars, applied on blur or Enter so the URL does not change per keystroke. */
export function PriceRangeInputs({ priceMin, priceMax, onApply }: PriceRangeInputsProps) {
  return (
    <div className="flex items-end gap-2">
      <PriceInput id="price-min" label="Min price ($)" value={priceMin} onCommit={(value) => onApply({ priceMin: value, priceMax })} />
      <span aria-hidden="true" className="pb-2.5 text-slate-400">
        –
      </span>
      <PriceInput id="price-max" label="Max price ($)" value={priceMax} onCommit={(value) => onApply({ priceMin, priceMax: value })} />
    </div>
  );
}

interface PriceInputProps {
  id: string;
  label: string;
  value: string;
  onCommit: (value: string) => void;
}

function PriceInput({ id, label, value, onCommit }: PriceInputProps) {
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
        onChange={(event) => setDraft(event.target.value)}
        onBlur={commit}
        onKeyDown={commitOnEnter}
      />
    </div>
  );
}
