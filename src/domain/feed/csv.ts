// The platform's one CSV reader: csv-parse (the CSV project's parser, RFC 4180), with the settings dealer exports
// need. Pure JavaScript with no Node built-ins in its sync API, so the domain may use it.
import { parse } from 'csv-parse/sync';

/**
 * Parses RFC 4180 CSV: quoted fields, doubled quotes, commas and newlines inside quotes, CRLF or LF, a UTF-8 BOM.
 * Rows may differ in length; rows with nothing but blanks are dropped. A stray quote inside an unquoted field is
 * kept as text (dealer exports write `12" wheels`); a quoted field left open is an error.
 * @example parseCsv('a,b\n1,"x, y"') // [['a','b'],['1','x, y']]
 */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = parse(text, {
    bom: true,
    record_delimiter: ['\r\n', '\n', '\r'],
    relax_column_count: true,
    relax_quotes: true,
    skip_empty_lines: true,
  });
  return rows.filter((cells) => cells.some((cell) => cell.trim() !== ''));
}

/**
 * Turns CSV rows into records keyed by our field names. `columns` maps a field to the feed's own header.
 * @example csvToRecords([['Stock No'], ['U1']], { stocknum: 'Stock No' }) // [{ stocknum: 'U1' }]
 */
export function csvToRecords(rows: string[][], columns: Record<string, string>): Record<string, string>[] {
  const [header, ...body] = rows;
  if (!header) return [];
  const fieldByHeader = new Map(header.map((name) => [name.trim(), name.trim()]));
  for (const [field, headerName] of Object.entries(columns)) {
    if (fieldByHeader.has(headerName)) fieldByHeader.set(headerName, field);
  }
  const fields = header.map((name) => fieldByHeader.get(name.trim()) ?? name.trim());
  return body.map((cells) => Object.fromEntries(fields.map((field, index) => [field, cells[index] ?? ''])));
}
