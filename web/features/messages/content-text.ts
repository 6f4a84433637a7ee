// Reading the editable lists of the contact and support pages: one item per line, fields separated by ' | '.
import { contentLines } from '../content';

/** 'Question | Answer' lines; a line without an answer is left out. */
export function questionsOf(value: string): { question: string; answer: string }[] {
  return contentLines(value)
    .map((line) => {
      const at = line.indexOf('|');
      return at < 0 ? null : { question: line.slice(0, at).trim(), answer: line.slice(at + 1).trim() };
    })
    .filter((q): q is { question: string; answer: string } => Boolean(q?.question && q.answer));
}

/** A tel: link for a phone number as written ('+1 (555) 123-4567'), or undefined if it has too few digits to dial. */
export function telHref(phone: string): string | undefined {
  const digits = phone.replace(/[^\d+]/g, '');
  return digits.replace(/\D/g, '').length >= 7 ? `tel:${digits}` : undefined;
}
