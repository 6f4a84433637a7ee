// The frame around every page: header, footer, toasts (in AppProviders), the intro and the sign-in modal.
import { Outlet, ScrollRestoration, type Location } from 'react-router';
import { AuthModalProvider } from '../../features/auth/auth-modal-provider';
import { EmailVerificationNotice } from '../../features/auth/email-verification-notice';
import { Footer } from './footer';
import { Header } from './header';
import { IntroScreen } from './intro-screen';
import { NavigationProgress } from './navigation-progress';
import { ThrowOnRequest } from './throw-on-request';

// Each full page load gets its own key for its first entry (React Router calls it 'default' on every load), so a
// reload or a link opened in the tab starts at the top instead of at another page's remembered position; back and
// forward within the app still return to where the reader was.
const pageLoad = Math.random().toString(36).slice(2);
const scrollKey = (location: Location) => (location.key === 'default' ? `${pageLoad}:${location.pathname}` : location.key);

export function AppLayout() {
  return (
    <AuthModalProvider>
      <a
        href="#main"
        className="sr-only z-50 rounded-md bg-white px-4 py-2 text-sm font-medium text-primary-700 shadow focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        Skip to content
      </a>
      <NavigationProgress />
      <div className="flex min-h-screen flex-col">
        <Header />
        {/* At least a screen tall: while a page's data loads, the footer waits below the fold instead of jumping down. */}
        <main id="main" tabIndex={-1} className="min-h-screen flex-1 focus:outline-none">
          <ThrowOnRequest />
          <Outlet />
        </main>
        <Footer />
      </div>
      <IntroScreen />
      <EmailVerificationNotice />
      <ScrollRestoration getKey={scrollKey} />
    </AuthModalProvider>
  );
}
