// Personal values shown without identifying anyone: dataset samples, and leads not yet paid for.

/** `jane.doe@gmail.com` -> `j***@g***.com`: enough to see the shape, not enough to contact anyone. */
export function maskEmail(value: string): string {
  const at = value.lastIndexOf('@');
  if (at < 1) return value ? '***' : '';
  const local = value.slice(0, at);
  const labels = value.slice(at + 1).split('.');
  const tld = labels.length > 1 ? `.${labels.pop()}` : '';
  const domain = labels[0] ?? '';
  return `${local[0]}***@${domain ? `${domain[0]}***` : '***'}${tld}`;
}

/** `(512) 555-1234` -> `***-***-1234`. */
export function maskPhone(value: string): string {
  const digits = value.replace(/\D/g, '');
  if (!digits) return '';
  return digits.length < 4 ? '***' : `***-***-${digits.slice(-4)}`;
}

/** `Doe` -> `D.`: a first name plus an initial does not identify a person. */
export function maskSurname(value: string): string {
  const initial = value.trim()[0];
  return initial ? `${initial.toUpperCase()}.` : '';
}

/** `1985-03-14` or `3/14/1985` -> `1985-**-**`: the year tells an age band, not a birthday. */
export function maskDate(value: string): string {
  const year = /\b(19|20)\d{2}\b/.exec(value)?.[0];
  return value.trim() ? (year ? `${year}-**-**` : '***') : '';
}

/** `123 Main St Apt 4` -> `*** Main St Apt *`: the street without the numbers that find the door. */
export function maskAddress(value: string): string {
  return value.replace(/\d+/g, '***');
}

export type Masker = (value: string) => string;

export function maskerFor(column: string): Masker | null {
  const name = column.toLowerCase();
  if (/e-?mail/.test(name)) return maskEmail;
  if (/phone|mobile|fax/.test(name)) return maskPhone;
  if (/^(last_?name|surname|family_?name)$/.test(name)) return maskSurname;
  if (/birth|(^|_)dob($|_)/.test(name)) return maskDate;
  if (/address|street/.test(name)) return maskAddress;
  return null;
}

/** A value as the public may see it: masked if its column holds personal data (masking twice changes nothing). */
export function publicValue(column: string, value: string): string {
  const mask = maskerFor(column);
  return mask ? mask(value) : value;
}
