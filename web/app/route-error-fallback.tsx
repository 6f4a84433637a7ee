import { useLocation, useNavigate } from 'react-router';
import { ErrorFallback } from './error-fallback';

/**
 * The router's errorElement: a render error anywhere in the app replaces the page with the fallback.
 * React and the router already log the error to the console.
 */
export function RouteErrorFallback() {
  const location = useLocation();
  const navigate = useNavigate();

  // Navigating to the same place gives the router a new location, which clears its error and renders the page again.
  const tryAgain = () =>
    navigate(
      { pathname: location.pathname, search: location.search, hash: location.hash },
      { replace: true, state: location.state },
    );
  return <ErrorFallback onTryAgain={tryAgain} />;
}
