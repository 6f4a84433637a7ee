import { useNavigation } from 'react-router';

/** A thin bar while the router loads the next page's code, so a slow network does not feel like a dead click. */
export function NavigationProgress() {
  const navigation = useNavigation();
  if (navigation.state === 'idle') return null;
  return (
    <div role="progressbar" aria-label="Loading page" className="fixed inset-x-0 top-0 z-50 h-0.5 overflow-hidden bg-primary-100">
      <div className="h-full w-1/3 animate-pulse bg-primary-600" />
    </div>
  );
}
