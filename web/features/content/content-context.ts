import { createContext, useContext } from 'react';

export interface ContentContextValue {
  /** The editable text for a content key; the built-in default until the store answers; '' for an unknown key. */
  t: (key: string) => string;
  /** Reloads the store now; rejects when the server cannot be reached. */
  refresh: () => Promise<void>;
}

export const ContentContext = createContext<ContentContextValue | null>(null);

export function useContent(): ContentContextValue {
  const value = useContext(ContentContext);
  if (!value) throw new Error('useContent must be used within a ContentProvider');
  return value;
}
