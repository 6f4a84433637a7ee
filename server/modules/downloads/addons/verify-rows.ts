// Data Verification Plus: every phone and e-mail of a row checked offline, the verdict in an added `verification`
// column ("ok", or "phone: invalid area code; email: disposable domain"), and the counts for the summary report.
import type { VerificationReport, VerifiedField } from '../../../../common/download-addons';
import { contactColumns, type ContactColumn, type DictionaryColumn } from '../../../../common/contact-columns';
import { checkEmail } from './email-rules';
import { checkPhone } from './phone-rules';
import type { RowTransform } from './row-stream';

export const VERIFICATION_COLUMN = 'verification';

export interface RowVerifier extends RowTransform { report(): VerificationReport }

export function rowVerifier(header: string[], dictionary?: DictionaryColumn[]): RowVerifier {
  const checked = contactColumns(header, dictionary).filter((c): c is ContactColumn & { kind: 'phone' | 'email' } =>
    c.kind === 'phone' || c.kind === 'email');
  const fields = checked.map((c): VerifiedField => ({ column: c.name, kind: c.kind, valid: 0, invalid: 0, empty: 0, reasons: {} }));
  let rows = 0;
  let rowsWithProblems = 0;
  return {
    header: [...header, VERIFICATION_COLUMN],
    row(cells) {
      rows++;
      const problems: string[] = [];
      checked.forEach((c, i) => {
        const value = cells[c.index]!.trim();
        const field = fields[i]!;
        if (!value) { field.empty++; return; }
        const { reason } = c.kind === 'phone' ? checkPhone(value) : checkEmail(value);
        if (!reason) { field.valid++; return; }
        field.invalid++;
        field.reasons[reason] = (field.reasons[reason] ?? 0) + 1;
        problems.push(`${c.name}: ${reason}`);
      });
      if (problems.length) rowsWithProblems++;
      return [...cells, problems.length ? problems.join('; ') : 'ok'];
    },
    report: () => ({ rows, rowsWithProblems, fields }),
  };
}
