import { Link } from 'react-router';
import { buttonClasses } from '../../components/ui/button';

export function HomeBecomeProvider() {
  return (
    <section aria-labelledby="become-provider-heading" className="mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:px-8">
      <div className="flex flex-col gap-6 rounded-3xl bg-primary-900 p-8 text-white sm:p-12 lg:flex-row lg:items-center lg:justify-between">
        <div className="max-w-2xl">
          <h2 id="become-provider-heading" className="text-3xl font-bold tracking-tight">
            Become a Data Provider
          </h2>
          <p className="mt-3 text-primary-100">
            Reach thousands of agents and carriers. List your verified datasets, set your prices and get paid for every sale.
          </p>
        </div>
        <div className="flex flex-col gap-3 sm:flex-row">
          <Link to="/contact" className={buttonClasses('inverse', 'lg')}>
            Start Selling
          </Link>
          <Link to="/about" className={buttonClasses('outline-inverse', 'lg')}>
            Learn More
          </Link>
        </div>
      </div>
    </section>
  );
}
