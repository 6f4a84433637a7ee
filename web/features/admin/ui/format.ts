// Dates as the admin pages show them (the viewer's time zone, US English).
const date = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });
const dateTime = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

export const formatDate = (iso: string | null | undefined, empty = '—') => (iso ? date.format(new Date(iso)) : empty);
export const formatDateTime = (iso: string | null | undefined, empty = '—') => (iso ? dateTime.format(new Date(iso)) : empty);

/** YYYY-MM-DD of a day `daysAgo` before today, in UTC (the server's day boundaries). */
export const utcDay = (daysAgo = 0) => new Date(Date.now() - daysAgo * 86_400_000).toISOString().slice(0, 10);
