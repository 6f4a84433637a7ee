import { useEffect } from 'react';

/** Sets `<meta name="description">`, creating the tag when the page has none, and restores it on leaving. */
export function useMetaDescription(description: string | undefined): void {
  useEffect(() => {
    if (description === undefined) return;
    let tag = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
    const created = !tag;
    if (!tag) {
      tag = document.createElement('meta');
      tag.name = 'description';
      document.head.append(tag);
    }
    const previous = tag.content;
    tag.content = description;
    return () => {
      if (created) tag.remove();
      else tag.content = previous;
    };
  }, [description]);
}
