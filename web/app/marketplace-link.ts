/** The marketplace URL for a search box's text: `/marketplace?search=<trimmed>`, or `/marketplace` when blank. */
export function marketplaceSearchHref(text: string): string {
  const search = text.trim();
  return search ? `/marketplace?${new URLSearchParams({ search })}` : '/marketplace';
}
