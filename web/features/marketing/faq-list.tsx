import { ChevronDown } from 'lucide-react';
import { contentPairs } from '../content';

/** Questions as native disclosure widgets: keyboard and screen-reader friendly without script. */
export function FaqList({ value }: { value: string }) {
  return (
    <div className="divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white">
      {contentPairs(value).map(({ question, answer }) => (
        <details key={question} className="group p-5 sm:p-6">
          <summary className="flex cursor-pointer list-none items-center justify-between gap-4 font-semibold text-slate-900 focus-visible:rounded focus-visible:ring-2 focus-visible:ring-primary-500 focus-visible:outline-none [&::-webkit-details-marker]:hidden">
            {question}
            <ChevronDown className="h-5 w-5 shrink-0 text-slate-500 transition-transform group-open:rotate-180" aria-hidden="true" />
          </summary>
          <p className="mt-3 text-slate-600">{answer}</p>
        </details>
      ))}
    </div>
  );
}
