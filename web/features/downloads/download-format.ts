// Display helpers for the download center: sizes, dates and format names.
import type { DownloadFormat } from '../../../common/orders';

const MB = 1024 * 1024;
const GB = 1024 * MB;

export const FORMAT_LABELS: Record<DownloadFormat, string> = { csv: 'CSV', xlsx: 'Excel', json: 'JSON', xml: 'XML' };

/** 'xlsx' -> 'Excel', 'csv' -> 'CSV'; unknown values are shown upper-cased. */
export const formatLabel = (format: string) => FORMAT_LABELS[format as DownloadFormat] ?? format.toUpperCase();

/** A file's size in MB to one decimal (SPEC: "size in MB to one decimal"). */
export const formatMegabytes = (bytes: number) => `${(bytes / MB).toFixed(1)} MB`;

/** A total that may run into gigabytes. */
export const formatTotalSize = (bytes: number) => (bytes >= GB ? `${(bytes / GB).toFixed(1)} GB` : formatMegabytes(bytes));

const dateFormat = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'short', day: 'numeric' });
export const formatDate = (iso: string) => dateFormat.format(new Date(iso));
