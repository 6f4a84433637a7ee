// What the datasets page's forms do the same way: an optional slug (empty means "make it from the name"), and a save
// whose failure puts the server's field errors under their fields and its message in a toast.
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { z } from 'zod';
import { ApiError } from '../../../app/api';
import { toast } from '../../../app/toast';

/** The server's optional slug schema, fed from a text box where empty means "none". */
export const optionalSlug = (schema: z.ZodOptional<z.ZodString>) => z.string().trim().transform((v) => v || undefined).pipe(schema);

interface SaveOptions<T extends FieldValues> {
  setError: UseFormSetError<T>;
  /** The form field showing the server's field `key` (its first path segment, e.g. "tags" for "tags.3"), if any. */
  fieldFor: (key: string) => Path<T> | undefined;
  failureTitle: string;
}

/** Runs `save`; true when it worked. */
export async function saveOrShowErrors<T extends FieldValues>(save: () => Promise<unknown>, { setError, fieldFor, failureTitle }: SaveOptions<T>) {
  try {
    await save();
    return true;
  } catch (error) {
    const fields = error instanceof ApiError ? error.fields ?? {} : {};
    let first = true;
    for (const [key, message] of Object.entries(fields)) {
      const field = fieldFor(key.split('.')[0]!);
      if (!field) continue;
      setError(field, { message }, { shouldFocus: first });
      first = false;
    }
    toast.error(failureTitle, { description: error instanceof Error && error.message ? error.message : 'Please try again' });
    return false;
  }
}

/** fieldFor for a form whose fields are named as the server names them. */
export const sameNames = <T extends FieldValues>(names: readonly string[]) => (key: string) => (names.includes(key) ? key as Path<T> : undefined);
