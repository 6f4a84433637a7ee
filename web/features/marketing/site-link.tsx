// A link to a page of this site given as editable text: app routes go through the router, server pages
// (/api/docs) are plain anchors, and anything that is not a local path is not linked at all.
import type { ReactNode } from 'react';
import { Link } from 'react-router';

/** Local paths only ('/x', not '//host'): content cannot send visitors off-site. */
export const isSitePath = (href: string) => href.startsWith('/') && !href.startsWith('//');

interface SiteLinkProps {
  href: string;
  className?: string;
  children: ReactNode;
  'aria-label'?: string;
}

export function SiteLink({ href, className, children, ...rest }: SiteLinkProps) {
  if (!isSitePath(href)) return null;
  if (href.startsWith('/api/')) {
    return (
      <a href={href} className={className} {...rest}>
        {children}
      </a>
    );
  }
  return (
    <Link to={href} className={className} {...rest}>
      {children}
    </Link>
  );
}
