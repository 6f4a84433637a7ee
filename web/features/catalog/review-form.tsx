import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Star } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { NewReview, type Review } from '../../../common/catalog';
import { api } from '../../app/api';
import { toast } from '../../app/toast';
import { Button } from '../../components/ui/button';
import { cn } from '../../components/ui/cn';
import { Input } from '../../components/ui/input';
import { Label } from '../../components/ui/label';
import { catalogKeys } from './catalog-api';
import { Textarea } from '../../components/ui/textarea';

interface ReviewFormProps {
  datasetId: string;
  slug: string;
}

export function ReviewForm({ datasetId, slug }: ReviewFormProps) {
  const queryClient = useQueryClient();
  const [rating, setRating] = useState(0);
  const [title, setTitle] = useState('');
  const [comment, setComment] = useState('');
  const [problem, setProblem] = useState('');

  const submitReview = useMutation({
    mutationFn: (review: NewReview) => api<Review>(`/api/datasets/${datasetId}/reviews`, { method: 'POST', body: review }),
    onSuccess: async () => {
      toast.success('Review submitted');
      // The dataset's rating and review count change with the review.
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: catalogKeys.reviews(datasetId) }),
        queryClient.invalidateQueries({ queryKey: catalogKeys.dataset(slug) }),
      ]);
    },
    onError: (error) => setProblem(error.message),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = NewReview.safeParse({ rating, title, comment });
    if (!parsed.success) {
      setProblem(parsed.error.issues[0]?.message ?? 'Please check the form');
      return;
    }
    setProblem('');
    submitReview.mutate(parsed.data);
  };

  return (
    <form onSubmit={submit} aria-labelledby="review-form-heading" className="flex flex-col gap-4 rounded-2xl border border-slate-200 bg-slate-50 p-5" noValidate>
      <h2 id="review-form-heading" className="text-lg font-semibold text-slate-900">
        Write a review
      </h2>
      <StarPicker rating={rating} onRate={setRating} />
      <div>
        <Label htmlFor="review-title" className="mb-1">Title</Label>
        <Input id="review-title" value={title} maxLength={120} onChange={(event) => setTitle(event.target.value)} />
      </div>
      <div>
        <Label htmlFor="review-comment" className="mb-1">Comment</Label>
        <Textarea id="review-comment" value={comment} maxLength={2000} rows={4} onChange={(event) => setComment(event.target.value)} />
      </div>
      {problem && (
        <p role="alert" className="text-sm text-red-700">
          {problem}
        </p>
      )}
      <Button type="submit" className="self-start" disabled={submitReview.isPending}>
        {submitReview.isPending ? 'Submitting...' : 'Submit Review'}
      </Button>
    </form>
  );
}

/** Native radios (arrow keys work for free) drawn as stars. */
function StarPicker({ rating, onRate }: { rating: number; onRate: (rating: number) => void }) {
  return (
    <fieldset>
      <legend className="mb-1 text-sm font-medium text-slate-700">Rating</legend>
      <div className="flex gap-1">
        {[1, 2, 3, 4, 5].map((star) => (
          <label key={star} className="cursor-pointer rounded has-focus-visible:ring-2 has-focus-visible:ring-primary-500">
            <input type="radio" name="review-rating" value={star} checked={rating === star} onChange={() => onRate(star)} className="sr-only" />
            <span className="sr-only">{star === 1 ? '1 star' : `${star} stars`}</span>
            <Star
              aria-hidden="true"
              className={cn('h-7 w-7', star <= rating ? 'fill-amber-400 text-amber-400' : 'fill-slate-200 text-slate-300')}
            />
          </label>
        ))}
      </div>
    </fieldset>
  );
}
