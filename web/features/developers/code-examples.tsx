// Code examples in tabs (curl, JavaScript, Python), each with a Copy button for exactly the text shown.
import { useState } from 'react';
import { CopyButton } from '../../components/ui/copy-button';
import { Tabs, type TabDef } from '../../components/ui/tabs';
import type { ExampleLanguage, Examples } from './api-examples';

const LANGUAGES: readonly TabDef<ExampleLanguage>[] = [
  { id: 'curl', label: 'curl' }, { id: 'javascript', label: 'JavaScript' }, { id: 'python', label: 'Python' },
];

export function CodeExamples({ label, examples }: { label: string; examples: Examples }) {
  const [language, setLanguage] = useState<ExampleLanguage>('curl');
  const name = `${LANGUAGES.find((l) => l.id === language)!.label} example`;
  return (
    <Tabs label={label} tabs={LANGUAGES} current={language} onSelect={setLanguage} panelClassName="pt-3">
      <div className="overflow-hidden rounded-xl border border-slate-800 bg-slate-900">
        <div className="flex items-center justify-between gap-3 border-b border-slate-700 px-4 py-2">
          <span className="text-xs font-medium tracking-wide text-slate-300 uppercase">{name}</span>
          <CopyButton value={examples[language]} label={name} size="sm" />
        </div>
        {/* Focusable: a keyboard can scroll a line wider than the box. */}
        <pre tabIndex={0} role="region" aria-label={name}
          className="overflow-x-auto p-4 font-mono text-xs leading-5 text-slate-100 focus:outline-none focus-visible:ring-2 focus-visible:ring-primary-500 focus-visible:ring-inset">
          <code>{examples[language]}</code>
        </pre>
      </div>
    </Tabs>
  );
}
