// A dealer's parts and accessories catalogue (tenant parts.catalogue): a CSV export or a JSON list of parts,
// each record checked the way stock feed records are (coerce.ts), bad ones listed with their reasons. A catalogue
// that is empty or has more bad records than the tenant allows is not used: the build fails and the live site stays.
import { z } from 'zod';
import { csvToRecords, parseCsv } from '../feed/csv.ts';
import { flag, optionalNumber, optionalText, requiredText, textList } from '../feed/coerce.ts';
import type { PartsConfig } from '../tenant/schema/parts.ts';
import type { Part } from './part.ts';

const partRecordSchema = z.object({
  part_number: requiredText.pipe(z.string().max(64, 'is longer than 64 characters')),
  name: requiredText.pipe(z.string().max(200, 'is longer than 200 characters')),
  description: optionalText,
  category: optionalText,
  brand: optionalText,
  fits: textList,
  price: optionalNumber.refine((value) => value === null || (value >= 0 && value < 1_000_000), 'expected a price from 0 to 999,999'),
  in_stock: flag,
});

export type RejectedPart = { record: number; partNumber: string | null; reasons: string[] };
export type ParsedCatalogue = { parts: Part[]; rejected: RejectedPart[]; total: number };

function records(text: string, format: 'csv' | 'json', columns: Record<string, string>): unknown[] {
  if (format === 'csv') return csvToRecords(parseCsv(text), columns);
  const parsed: unknown = JSON.parse(text);
  const list = Array.isArray(parsed) ? parsed : (parsed as { parts?: unknown } | null)?.parts;
  if (!Array.isArray(list)) throw new Error('expected a JSON array of parts, or an object with a "parts" array');
  return list;
}

/**
 * Every record of a catalogue file, as parts or as rejections with their reasons; a part number seen twice keeps
 * its first record.
 * @example parseCatalogue('part_number,name,price\nA1,Oil filter,$24.50', 'csv').parts[0] // { partNumber: 'A1', name: 'Oil filter', priceCents: 2450, ... }
 */
export function parseCatalogue(text: string, format: 'csv' | 'json', columns: Record<string, string> = {}): ParsedCatalogue {
  const raw = records(text, format, columns);
  const parts: Part[] = [];
  const rejected: RejectedPart[] = [];
  const seen = new Set<string>();
  raw.forEach((record, index) => {
    const parsed = partRecordSchema.safeParse(record ?? {});
    const partNumber =
      typeof (record as { part_number?: unknown } | null)?.part_number === 'string'
        ? String((record as { part_number: string }).part_number).trim() || null
        : null;
    if (!parsed.success) {
      rejected.push({ record: index + 1, partNumber, reasons: parsed.error.issues.map((issue) => `${issue.path.join('.') || 'record'} ${issue.message}`) });
      return;
    }
    const part = parsed.data;
    if (seen.has(part.part_number)) {
      rejected.push({ record: index + 1, partNumber: part.part_number, reasons: ['part_number repeats an earlier record'] });
      return;
    }
    seen.add(part.part_number);
    parts.push({
      partNumber: part.part_number,
      name: part.name,
      description: part.description,
      category: part.category,
      brand: part.brand,
      fits: part.fits,
      priceCents: part.price === null ? null : Math.round(part.price * 100),
      inStock: part.in_stock,
    });
  });
  return { parts, rejected, total: raw.length };
}

/**
 * Whether a parsed catalogue may be used: not empty, and no more bad records than the tenant allows.
 * @example catalogueVerdict({ parts: [], rejected: [], total: 0 }, config) // { usable: false, reason: 'the catalogue has no parts' }
 */
export function catalogueVerdict(
  catalogue: ParsedCatalogue,
  config: NonNullable<PartsConfig['catalogue']>,
): { usable: true } | { usable: false; reason: string } {
  if (catalogue.parts.length === 0)
    return { usable: false, reason: catalogue.total === 0 ? 'the catalogue has no parts' : `all ${catalogue.total} records were refused` };
  const share = catalogue.rejected.length / catalogue.total;
  if (share > config.maxRejectedShare)
    return {
      usable: false,
      reason: `${catalogue.rejected.length} of ${catalogue.total} records refused, above the ${Math.round(config.maxRejectedShare * 100)}% limit`,
    };
  return { usable: true };
}
