// The demo CSV feed is written by csv-stringify (RFC 4180: fields with commas, quotes or line breaks are quoted,
// quotes doubled, CRLF rows) and read back, in tests, by the feed's own reader (src/domain/feed/csv.ts).
import { stringify } from 'csv-stringify/sync';

export type CsvValue = string | number | boolean | null | undefined;

// csv-stringify quotes a field holding its own record delimiter (CRLF) but not a lone LF or CR: RFC 4180 quotes both.
const OPTIONS = { record_delimiter: 'windows', quoted_match: /[\r\n]/, cast: { boolean: (value: boolean) => String(value) } } as const;

export function csvField(value: CsvValue): string {
  return stringify([[value]], { ...OPTIONS, record_delimiter: '' });
}

export function toCsv(rows: readonly (readonly CsvValue[])[]): string {
  return stringify(rows as CsvValue[][], OPTIONS);
}
