import { LogIn, Menu, X } from 'lucide-react';
import { lazy, Suspense, useEffect, useState } from 'react';
import { Button } from '../../components/ui/button';
import { Skeleton } from '../../components/ui/skeleton';
import { useAuth } from '../../features/auth/auth-context';
import { useAuthModal } from '../../features/auth/auth-modal-context';
import { CartButton } from '../../features/cart/cart-button';
import { Brand } from './brand';
import { HeaderSearch } from './header-search';
import { PrimaryNav } from './primary-nav';

// Signed-out visitors never need the account menu's code (Radix menu and positioning, about 20 kB gzipped).
const UserMenu = lazy(() => import('./user-menu').then((module) => ({ default: module.UserMenu })));

const MOBILE_MENU_ID = 'mobile-menu';

export function Header() {
  const { user, loading } = useAuth();
  const { open } = useAuthModal();
  const [menuOpen, setMenuOpen] = useState(false);
  const closeMenu = () => setMenuOpen(false);

  useEffect(() => {
    if (!menuOpen) return;
    const closeOnEscape = (event: KeyboardEvent) => event.key === 'Escape' && setMenuOpen(false);
    window.addEventListener('keydown', closeOnEscape);
    return () => window.removeEventListener('keydown', closeOnEscape);
  }, [menuOpen]);

  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur supports-[backdrop-filter]:bg-white/80">
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-3 px-4 sm:px-6 lg:px-8">
        <Brand onNavigate={closeMenu} />
        <HeaderSearch className="mx-auto hidden w-full max-w-md md:block" />
        <div className="ml-auto flex items-center gap-2 md:ml-0">
          <CartButton />
          {loading ? (
            <Skeleton className="h-9 w-24 rounded-md" />
          ) : user ? (
            <Suspense fallback={<Skeleton className="h-9 w-9 rounded-full" />}>
              <UserMenu user={user} />
            </Suspense>
          ) : (
            <Button size="sm" className="whitespace-nowrap" onClick={() => open('signin')}>
              <LogIn className="h-4 w-4" aria-hidden="true" />
              Sign In
            </Button>
          )}
          <Button
            variant="ghost"
            size="icon"
            className="md:hidden"
            aria-expanded={menuOpen}
            aria-controls={MOBILE_MENU_ID}
            aria-label={menuOpen ? 'Close menu' : 'Open menu'}
            onClick={() => setMenuOpen((value) => !value)}
          >
            {menuOpen ? <X className="h-5 w-5" aria-hidden="true" /> : <Menu className="h-5 w-5" aria-hidden="true" />}
          </Button>
        </div>
      </div>
      <nav aria-label="Main" className="hidden border-t border-slate-100 md:block">
        <div className="mx-auto max-w-7xl px-4 py-1.5 sm:px-6 lg:px-8">
          <PrimaryNav layout="row" />
        </div>
      </nav>
      {menuOpen && (
        <nav id={MOBILE_MENU_ID} aria-label="Mobile" className="border-t border-slate-200 bg-white px-4 pt-3 pb-4 shadow-md md:hidden">
          <HeaderSearch className="mb-3" onSearch={closeMenu} />
          <PrimaryNav layout="column" onNavigate={closeMenu} />
        </nav>
      )}
    </header>
  );
}
