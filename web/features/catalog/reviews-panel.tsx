import type { Review } from '../../../common/catalog';
import { Spinner } from '../../components/ui/spinner';
import { useReviews } from './catalog-api';
import { ReviewForm } from './review-form';
import { StarRating } from './star-rating';

const reviewDate = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });

export function ReviewsPanel({ datasetId, slug }: { datasetId: string; slug: string }) {
  const { data, isPending, isError, error } = useReviews(datasetId);
  if (isPending) return <Spinner label="Loading reviews..." />;
  if (isError) return <p role="alert" className="text-sm text-red-700">Reviews could not be loaded: {error.message}</p>;
  // Newest first whatever order the server sends.
  const reviews = [...data.items].sort((a, b) => b.createdAt.localeCompare(a.createdAt));
  return (
    <div className="flex flex-col gap-8">
      {data.canReview && <ReviewForm datasetId={datasetId} slug={slug} />}
      {reviews.length === 0 ? (
        <p className="text-sm text-slate-600">No reviews yet.</p>
      ) : (
        <ul className="flex flex-col divide-y divide-slate-100">
          {reviews.map((review) => (
            <ReviewItem key={review.id} review={review} />
          ))}
        </ul>
      )}
    </div>
  );
}

function ReviewItem({ review }: { review: Review }) {
  return (
    <li className="py-4 first:pt-0">
      <article>
        <div className="flex flex-wrap items-center gap-2">
          <StarRating rating={review.rating} />
          <h3 className="font-semibold text-slate-900">{review.title}</h3>
        </div>
        <p className="mt-2 text-sm text-slate-700">{review.comment}</p>
        <p className="mt-2 text-xs text-slate-500">
          {review.authorName} · <time dateTime={review.createdAt}>{reviewDate.format(new Date(review.createdAt))}</time>
        </p>
      </article>
    </li>
  );
}
