// Editable lists in the content store: one item per line, an item's fields separated by ' | '.

/** The non-empty lines of a content value. */
export function contentLines(value: string): string[] {
  return value.split('\n').map((line) => line.trim()).filter(Boolean);
}

/** `N` strings: the fields of one content row. */
type Fields<N extends number, T extends string[] = []> = T['length'] extends N ? T : Fields<N, [...T, string]>;

/** Each line split into its ' | '-separated fields (trimmed; missing fields are ''). */
export function contentRows<N extends number>(value: string, fields: N): Fields<N>[] {
  return contentLines(value).map((line) => {
    const parts = line.split('|').map((part) => part.trim());
    return Array.from({ length: fields }, (_, i) => parts[i] ?? '') as Fields<N>;
  });
}

/** Question/answer pairs: the question on one line, its answer on the following line(s), a blank line between pairs. */
export function contentPairs(value: string): { question: string; answer: string }[] {
  return value
    .split(/\n\s*\n/)
    .map((block) => contentLines(block))
    .filter((lines) => lines.length >= 2)
    .map(([question, ...answer]) => ({ question: question!, answer: answer.join(' ') }));
}
