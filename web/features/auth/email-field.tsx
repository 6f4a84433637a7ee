// The e-mail field every account form starts with.
import type { UseFormRegisterReturn } from 'react-hook-form';
import { Input } from '../../components/ui/input';
import { FormField } from '../../components/ui/form-field';

export function EmailField({ id, invalid, registration }: { id: string; invalid: boolean; registration: UseFormRegisterReturn<'email'> }) {
  return (
    <FormField id={id} label="Email" invalid={invalid}>
      <Input type="email" autoComplete="email" required placeholder="you@company.com" {...registration} />
    </FormField>
  );
}
