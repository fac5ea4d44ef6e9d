/**
 * Case- and diacritic-insensitive form used for text search and facet-filter matching.
 * @example normalizeText('Škoda CITROËN') // 'skoda citroen'
 */
export function normalizeText(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
}

/**
 * Words of a text: normalised, split on anything that is not a letter or digit.
 * @example tokenize('Mazda CX-5 G35 Akera') // ['mazda', 'cx', '5', 'g35', 'akera']
 */
export function tokenize(text: string): string[] {
  return normalizeText(text)
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
}

/**
 * True when `a` becomes `b` with at most one insertion, deletion, substitution or swap of neighbours
 * (Damerau-Levenshtein distance <= 1).
 * @example withinOneEdit('toyta', 'toyota') // true
 */
export function withinOneEdit(a: string, b: string): boolean {
  const la = a.length;
  const lb = b.length;
  if (Math.abs(la - lb) > 1) return false;
  let i = 0;
  while (i < la && i < lb && a.charCodeAt(i) === b.charCodeAt(i)) i++;
  if (i === la && i === lb) return true;
  if (la === lb) {
    // substitution at i, or swap of i and i + 1
    if (a.slice(i + 1) === b.slice(i + 1)) return true;
    return i + 1 < la && a.charCodeAt(i) === b.charCodeAt(i + 1) && a.charCodeAt(i + 1) === b.charCodeAt(i) && a.slice(i + 2) === b.slice(i + 2);
  }
  // one insertion or deletion at i
  return la > lb ? a.slice(i + 1) === b.slice(i) : a.slice(i) === b.slice(i + 1);
}
