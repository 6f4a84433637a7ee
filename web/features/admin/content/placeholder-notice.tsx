// The content items still holding a default's example of a fact only the site's operator knows (a phone number, an
// address, offices, the team, testimonials): the site shows none of them until they are edited.
import { TriangleAlert } from 'lucide-react';
import type { AdminContentItem } from '../../../../common/admin';
import { countOf } from '../../../../common/count';

export function PlaceholderNotice({ items, onShow }: { items: AdminContentItem[]; onShow: (key: string) => void }) {
  const placeholders = items.filter((item) => item.placeholder);
  if (placeholders.length === 0) return null;
  return (
    <section aria-labelledby="content-placeholders" className="rounded-lg border border-amber-200 bg-amber-50 p-4 text-sm text-amber-900">
      <h2 id="content-placeholders" className="flex items-center gap-2 font-semibold">
        <TriangleAlert className="h-4 w-4" aria-hidden="true" /> {countOf(placeholders.length, 'placeholder')} to replace
      </h2>
      <p className="mt-1">
        These hold example facts about your business. The site shows none of them until you replace the example with
        your own (or leave them out).
      </p>
      <ul className="mt-2 flex flex-wrap gap-2">
        {placeholders.map((item) => (
          <li key={item.key}>
            <button type="button" onClick={() => onShow(item.key)} className="rounded-md border border-amber-300 bg-white px-2 py-1 font-medium hover:bg-amber-100 focus-visible:ring-2 focus-visible:ring-amber-500 focus-visible:outline-none">
              {item.section}: {item.label}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
