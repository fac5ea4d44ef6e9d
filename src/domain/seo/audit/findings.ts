// The audit's findings, their summary, and how a new build compares with the live site's audit.

export type Severity = 'error' | 'warning';
/** Page types the report counts by (the sitemap groups, with the home page on its own). */
/** A page's type in the audit: its sitemap group, the home page, or `private` (sign-in, checkout, reservation, print: never indexed). */
export type PageType = 'home' | 'vehicles' | 'search' | 'locations' | 'content' | 'blog' | 'private';
export type Finding = {
  /** A stable rule name, e.g. `broken-link`, `title-missing`, `html-validate/aria-label-misuse`. */
  rule: string;
  severity: Severity;
  /** The page's URL path. */
  page: string;
  pageType: PageType;
  message: string;
};

export type AuditCounts = {
  errors: number;
  warnings: number;
  byRule: Record<string, { errors: number; warnings: number }>;
  byPageType: Record<string, { errors: number; warnings: number }>;
};

/** Errors and warnings in total, by rule and by page type. */
export function countFindings(findings: readonly Finding[]): AuditCounts {
  const counts: AuditCounts = { errors: 0, warnings: 0, byRule: {}, byPageType: {} };
  for (const finding of findings) {
    const key = finding.severity === 'error' ? 'errors' : 'warnings';
    counts[key]++;
    (counts.byRule[finding.rule] ??= { errors: 0, warnings: 0 })[key]++;
    (counts.byPageType[finding.pageType] ??= { errors: 0, warnings: 0 })[key]++;
  }
  return counts;
}

/** What makes one error the same as another across builds: its rule, page and message. */
const errorKey = (finding: Finding) => `${finding.rule}\u0000${finding.page}\u0000${finding.message}`;

export type GateVerdict = { publish: boolean; added: Finding[]; reason: string };

/**
 * The publish gate: the errors a new build has that the live site's audit had not. With `mode: 'refuse'` a build
 * that adds any is not published; with `warn` it is, and the added errors are reported. A tenant's first build
 * (no live audit) is judged against nothing: every error is added.
 * @example gateVerdict([brokenLink], [], 'refuse').publish // false
 */
export function gateVerdict(candidate: readonly Finding[], live: readonly Finding[] | null, mode: 'refuse' | 'warn'): GateVerdict {
  const known = new Set((live ?? []).filter((finding) => finding.severity === 'error').map(errorKey));
  const added = candidate.filter((finding) => finding.severity === 'error' && !known.has(errorKey(finding)));
  if (!added.length) return { publish: true, added, reason: 'no SEO errors the live site does not have' };
  const what = `${added.length} SEO error${added.length === 1 ? '' : 's'} the live site does not have`;
  return mode === 'refuse'
    ? { publish: false, added, reason: `refused: ${what}` }
    : { publish: true, added, reason: `published with ${what} (seo.publishGate: warn)` };
}
