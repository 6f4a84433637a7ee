// Demo reviews for each dataset, drawn so that their average lands near the dataset's intended rating.
import { categoryOf, type DatasetDefinition } from './catalog-data';
import { isLeadKind, type RowKind } from './dataset-rows';
import { createRandom, seedFromString, type Random } from './random';
import { GIVEN_NAMES, SURNAME_LIST } from './reference/people';

export interface ReviewSeed {
  authorName: string;
  rating: 3 | 4 | 5;
  title: string;
  comment: string;
  daysAgo: number;
}

type Stars = ReviewSeed['rating'];
type Template = readonly [title: string, comment: string];

// Placeholders: {pct} a percentage, {n} a small count, {category} the category name.
const LEAD_TEMPLATES: Record<Stars, readonly Template[]> = {
  5: [
    ['Best leads we have bought this year', 'Contact rate was around {pct}% in the first week, well above what we see from shared leads. The consent timestamps made our compliance review painless.'],
    ['Excellent contact rates', 'Imported straight into our CRM without any clean-up. Phone numbers were valid and the coverage details helped us prioritise callbacks.'],
    ['Worth every penny', 'We wrote {n} policies from the first batch and the cost per acquisition beat our paid search campaigns. Ordering again next month.'],
    ['Consistently strong quality', '{category} leads from this provider keep outperforming our other vendors. Very few duplicates and almost no bad numbers.'],
    ['Our agents love these', 'The extra fields mean agents open the call already knowing what the prospect needs. Close rates went up noticeably.'],
  ],
  4: [
    ['Solid data, minor gaps', 'A handful of disconnected numbers, but overall the quality was good and the file matched the description.'],
    ['Good value for the price', 'Pricing is fair for the volume. Roughly {pct}% of records turned into appointments for our team.'],
    ['Reliable and consistent', 'Third order from this dataset and the quality has been steady each time. Would like a best-time-to-call field.'],
    ['Mostly great', 'Most leads were fresh and responsive. A few e-mails bounced, which is normal for {category} lists.'],
  ],
  3: [
    ['Decent but not exceptional', 'Some records were older than we expected and a few e-mails bounced. Support replaced the bad ones quickly, though.'],
    ['OK for the price', 'Usable list, but we had to dedupe against our existing book before dialling. Expect about {pct}% contactable.'],
    ['Mixed results', 'Half of our agents did well with it, the other half struggled. Works better for e-mail nurture than cold calling.'],
  ],
};

const DATA_TEMPLATES: Record<Stars, readonly Template[]> = {
  5: [
    ['Exactly what our analysts needed', 'Clean, well-documented columns, and the codes lined up with our own classification. Saved us weeks of research.'],
    ['Fantastic coverage', 'Coverage across states was better than the two other vendors we evaluated. Loaded into our warehouse in minutes.'],
    ['Great for territory planning', 'We used this to size territories for {n} agents and the numbers held up against our internal book.'],
    ['Accurate and up to date', 'Spot-checked {n} records by hand and every one was correct. The data dictionary made onboarding easy.'],
  ],
  4: [
    ['Very useful, small quirks', 'A few websites were outdated, but the firmographics were accurate for the vast majority of records.'],
    ['Good data, fair price', 'The refresh schedule keeps it current and the file opens cleanly in Excel. Would buy again.'],
    ['Solid {category} source', 'Matched about {pct}% of our CRM accounts, which is better than we expected. Revenue estimates are directional.'],
  ],
  3: [
    ['Helpful starting point', 'Useful for prospecting, but we had to enrich the revenue estimates with another source.'],
    ['Fine, needs more depth', 'Would like more history to compare trends against. What is there is accurate.'],
  ],
};

function fill(text: string, rng: Random, categoryName: string): string {
  return text
    .replaceAll('{pct}', String(rng.int(18, 46)))
    .replaceAll('{n}', String(rng.int(4, 40)))
    .replaceAll('{category}', categoryName);
}

/** Rounds to one decimal, the precision the catalog shows. */
export const averageRating = (reviews: readonly ReviewSeed[]): number =>
  reviews.length === 0 ? 0 : Math.round((reviews.reduce((sum, r) => sum + r.rating, 0) / reviews.length) * 10) / 10;

/** Each review is 3, 4 or 5 stars; drawing 5 with probability (target - 4) (or 4 vs 3 below 4) centres the mean on it. */
function starsNear(rng: Random, target: number): Stars {
  if (target >= 4) return rng.chance(target - 4) ? 5 : 4;
  return rng.chance(target - 3) ? 4 : 3;
}

export function reviewsFor(dataset: DatasetDefinition, kind: RowKind, maxDaysAgo: number): ReviewSeed[] {
  const rng = createRandom(seedFromString(`${dataset.slug}:reviews`));
  const templates = isLeadKind(kind) ? LEAD_TEMPLATES : DATA_TEMPLATES;
  const categoryName = categoryOf(dataset).name;
  const usedTitles = new Set<string>();
  const usedAuthors = new Set<string>();
  const unused = (stars: Stars) => templates[stars].filter(([title]) => !usedTitles.has(title));
  const reviews: ReviewSeed[] = [];
  // Every review its own words and its own author: no text twice on one dataset, however many reviews are drawn.
  for (let i = rng.int(3, 9); i > 0; i--) {
    const drawn = starsNear(rng, dataset.rating);
    const rating = ([drawn, 4, 5, 3] as const).find((stars) => unused(stars).length > 0);
    if (!rating) break;
    const [title, comment] = rng.pick(unused(rating));
    usedTitles.add(title);
    let authorName: string;
    do authorName = `${rng.pick(GIVEN_NAMES).name} ${rng.pick(SURNAME_LIST).name[0]}.`; while (usedAuthors.has(authorName));
    usedAuthors.add(authorName);
    reviews.push({
      authorName,
      rating,
      title: fill(title, rng, categoryName),
      comment: fill(comment, rng, categoryName),
      daysAgo: rng.int(1, Math.max(1, maxDaysAgo)),
    });
  }
  return reviews;
}
