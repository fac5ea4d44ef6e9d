/**
 * Parses RFC 4180 CSV: quoted fields, doubled quotes, commas and newlines inside quotes, CRLF or LF.
 * @example parseCsv('a,b\n1,"x, y"') // [['a','b'],['1','x, y']]
 */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  const source = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text; // drop a UTF-8 BOM
  for (let i = 0; i < source.length; i++) {
    const char = source[i];
    if (quoted) {
      if (char === '"' && source[i + 1] === '"') {
        field += '"';
        i++;
      } else if (char === '"') quoted = false;
      else field += char;
    } else if (char === '"' && field === '') quoted = true;
    else if (char === ',') {
      row.push(field);
      field = '';
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && source[i + 1] === '\n') i++;
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
    } else field += char;
  }
  if (quoted) throw new Error('CSV ends inside a quoted field');
  if (field !== '' || row.length) {
    row.push(field);
    rows.push(row);
  }
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
