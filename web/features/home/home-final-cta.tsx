import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '../../components/ui/button';

export function HomeFinalCta() {
  return (
    <section aria-labelledby="home-final-cta-heading" className="bg-linear-to-br from-primary-700 to-blue-600 text-white">
      <div className="mx-auto flex max-w-4xl flex-col items-center px-4 py-16 text-center sm:px-6 lg:px-8">
        <h2 id="home-final-cta-heading" className="text-3xl font-bold tracking-tight sm:text-4xl">
          Ready to Find Your Next Customers?
        </h2>
        <p className="mt-4 max-w-2xl text-primary-100">
          Browse hundreds of verified datasets or talk to our team about a custom list built for your market.
        </p>
        <div className="mt-8 flex w-full flex-col gap-3 sm:w-auto sm:flex-row">
          <Link to="/marketplace" className={buttonClasses('inverse', 'lg')}>
            Explore the Marketplace
            <ArrowRight className="h-4 w-4" aria-hidden="true" />
          </Link>
          <Link to="/contact" className={buttonClasses('outline-inverse', 'lg')}>
            Talk to Sales
          </Link>
        </div>
      </div>
    </section>
  );
}
