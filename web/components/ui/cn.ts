// Joins class names, dropping falsy ones; variants are written so later classes never need to override earlier ones.
export function cn(...classes: Array<string | false | null | undefined>): string {
  return classes.filter(Boolean).join(' ');
}
