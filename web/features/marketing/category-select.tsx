import { useId } from 'react';
import { Label } from '../../components/ui/label';
import { Select } from '../../components/ui/select';
import { useCategories } from '../catalog';

interface CategorySelectProps {
  value: string;
  onChange: (slug: string) => void;
  /** Only these category slugs (in this order); every category when absent. */
  only?: readonly string[];
  allLabel?: string;
}

/** A category picker fed by GET /api/categories, with each category's dataset count. */
export function CategorySelect({ value, onChange, only, allLabel = 'All Categories' }: CategorySelectProps) {
  const id = useId();
  const { data: categories = [] } = useCategories();
  const shown = only ? only.flatMap((slug) => categories.filter((c) => c.slug === slug)) : categories;
  return (
    <div className="min-w-48">
      <Label htmlFor={id} className="mb-1 text-xs text-slate-500">
        Category
      </Label>
      <Select id={id} value={value} onChange={(event) => onChange(event.target.value)}>
        <option value="">{allLabel}</option>
        {shown.map((category) => (
          <option key={category.id} value={category.slug}>
            {category.name} ({category.datasetCount})
          </option>
        ))}
        {value && !shown.some((c) => c.slug === value) && <option value={value}>{value}</option>}
      </Select>
    </div>
  );
}
