// Every sort and order of a list as one select (column headers sort too, but scroll out of reach on a phone).
import { FormField } from './form-field';
import { Select } from './select';

interface SortSelectProps<S extends string> {
  id: string;
  options: readonly { value: `${S}:${'asc' | 'desc'}`; label: string }[];
  sort: S;
  order: 'asc' | 'desc';
  onSort: (sort: S, order: 'asc' | 'desc') => void;
}

export function SortSelect<S extends string>({ id, options, sort, order, onSort }: SortSelectProps<S>) {
  return (
    <FormField id={id} label="Sort" size="sm">
      <Select id={id} value={`${sort}:${order}`} onChange={(e) => {
        const [s, o] = e.target.value.split(':') as [S, 'asc' | 'desc'];
        onSort(s, o);
      }}>
        {options.map((option) => <option key={option.value} value={option.value}>{option.label}</option>)}
      </Select>
    </FormField>
  );
}
