// What to tell a user whose guest cart just joined the cart saved in their account. Nothing when the account's cart
// was empty and every guest line went in: the cart simply looks as it did before signing in.
import { countOf } from '../../../common/count';
import type { MergeSummary } from '../../../common/cart';

const items = (n: number) => countOf(n, 'item');
const was = (n: number) => (n === 1 ? 'was' : 'were');

export function mergeNotice(merged: MergeSummary, count: number): { title: string; description?: string } | null {
  const skipped: string[] = [];
  if (merged.alreadyInCart) skipped.push(`${items(merged.alreadyInCart)} ${was(merged.alreadyInCart)} already in it`);
  if (merged.owned) skipped.push(`${items(merged.owned)} you already own ${was(merged.owned)} left out (see your Downloads)`);
  if (!merged.accountHadLines && !skipped.length) return null;

  const title = !merged.added
    ? `Your cart saved in your account has ${items(count)}.`
    : merged.accountHadLines
      ? `We added your ${items(merged.added)} to the cart saved in your account (${items(count)} now).`
      : `We added your ${items(merged.added)} to the cart saved in your account.`;
  if (!skipped.length) return { title };
  const description = skipped.join('; ');
  return { title, description: `${description[0]!.toUpperCase()}${description.slice(1)}.` };
}
