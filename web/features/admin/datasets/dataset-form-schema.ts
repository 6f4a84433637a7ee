// The Add/Edit dataset form's values, checked with the server's own DatasetInput schema: prices are typed in dollars
// and checked as cents, the record count is typed as text, tags as one comma-separated line. (The size and frequency a
// dataset comes back with are those of the same schema, hence the casts below.)
import { z } from 'zod';
import { DATASET_MESSAGES, DatasetInput, type AdminDataset } from '../../../../common/admin';
import { centsToDollarField, dollarsToCents } from '../../../../common/money';
import { optionalSlug } from './form-helpers';

const shape = DatasetInput.shape;
export const DATASET_SIZES = shape.sizeDescription.unwrap().options;

const DOLLARS = /^\d{1,6}(\.\d{1,2})?$/;
const toCents = (dollars: string) => dollarsToCents(Number(dollars));
export const ORIGINAL_PRICE_MESSAGE = 'Leave empty, or enter a number of dollars, at least 0.';

/** SPEC.md 5: comma-separated, trimmed, empties dropped. */
export const splitTags = (line: string) => line.split(',').map((t) => t.trim()).filter(Boolean);

export const DatasetFormSchema = z.object({
  title: shape.title,
  slug: optionalSlug(shape.slug),
  description: shape.description,
  longDescription: shape.longDescription,
  categoryId: shape.categoryId,
  providerId: shape.providerId,
  price: z.string().trim().regex(DOLLARS, DATASET_MESSAGES.price).transform(toCents).pipe(shape.priceCents),
  originalPrice: z.string().trim().refine((v) => v === '' || DOLLARS.test(v), ORIGINAL_PRICE_MESSAGE)
    .transform((v) => (v === '' ? null : toCents(v))).pipe(shape.originalPriceCents.unwrap()),
  sizeDescription: shape.sizeDescription.unwrap(),
  // "12,500" is read as 12500; anything that is not a whole number fails with the server's message.
  recordCount: z.string().trim().transform((v) => (/^\d[\d,]*$/.test(v) ? Number(v.replace(/,/g, '')) : NaN)).pipe(shape.recordCount),
  updateFrequency: shape.updateFrequency.unwrap(),
  tags: z.string().transform(splitTags)
    .refine((tags) => tags.length <= 20, 'Use at most 20 tags.')
    .refine((tags) => tags.every((t) => t.length <= 40), 'Keep each tag to 40 characters or fewer.')
    .pipe(shape.tags.unwrap()),
  featured: z.boolean(),
  active: z.boolean(),
});
export type DatasetFormInput = z.input<typeof DatasetFormSchema>;
export type DatasetFormOutput = z.output<typeof DatasetFormSchema>;

export const toDatasetInput = ({ price, originalPrice, ...rest }: DatasetFormOutput): DatasetInput => ({ ...rest, priceCents: price, originalPriceCents: originalPrice });

/** The form field that shows a server error about DatasetInput's `key`. */
export const formFieldFor = (key: string): keyof DatasetFormInput | undefined =>
  key === 'priceCents' ? 'price' : key === 'originalPriceCents' ? 'originalPrice' : key in DatasetFormSchema.shape ? key as keyof DatasetFormInput : undefined;

export function formValuesOf(dataset?: AdminDataset): DatasetFormInput {
  return {
    title: dataset?.title ?? '',
    slug: dataset?.slug ?? '',
    description: dataset?.description ?? '',
    longDescription: dataset?.longDescription ?? '',
    categoryId: dataset?.category.id ?? '',
    providerId: dataset?.provider.id ?? '',
    price: dataset ? centsToDollarField(dataset.priceCents) : '',
    originalPrice: dataset?.originalPriceCents != null ? centsToDollarField(dataset.originalPriceCents) : '',
    sizeDescription: (dataset?.sizeDescription ?? 'Medium') as DatasetFormInput['sizeDescription'],
    recordCount: dataset ? String(dataset.recordCount) : '',
    updateFrequency: (dataset?.updateFrequency ?? 'Monthly') as DatasetFormInput['updateFrequency'],
    tags: dataset?.tags.join(', ') ?? '',
    featured: dataset?.featured ?? false,
    active: dataset?.active ?? true,
  };
}
