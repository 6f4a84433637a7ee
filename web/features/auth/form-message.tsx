import { CircleCheck, CircleExclamationPoint } from 'lucide-react';

export interface FormMessageValue {
  kind: 'success' | 'error';
  text: string;
}

/** The live region stays mounted so screen readers announce each new message. */
export function FormMessage({ id, message }: { id: string; message: FormMessageValue | null }) {
  return (
    <div id={id} aria-live="polite">
      {message?.kind === 'error' && (
        <p role="alert" className="flex items-start gap-2 rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-700">
          <CircleExclamationPoint className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
          {message.text}
        </p>
      )}
      {message?.kind === 'success' && (
        <p className="flex items-start gap-2 rounded-lg border border-green-200 bg-green-50 p-3 text-sm text-green-700">
          <CircleCheck className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
          {message.text}
        </p>
      )}
    </div>
  );
}
