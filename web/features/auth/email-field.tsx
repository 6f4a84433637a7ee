// The e-mail field every account form starts with.
import type { UseFormRegisterReturn } from 'react-hook-form';
import { Input } from '../../components/ui/input';
import { Label } from '../../components/ui/label';

export function EmailField({ id, invalid, registration }: { id: string; invalid: boolean; registration: UseFormRegisterReturn<'email'> }) {
  return (
    <div className="space-y-1.5">
      <Label htmlFor={id}>Email</Label>
      <Input
        id={id}
        type="email"
        autoComplete="email"
        required
        placeholder="you@company.com"
        aria-invalid={invalid || undefined}
        {...registration}
      />
    </div>
  );
}
