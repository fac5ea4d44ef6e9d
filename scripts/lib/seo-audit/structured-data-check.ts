// JSON-LD checked against what Google and Bing require and recommend: @adobe/structured-data-validator (Google's
// rich result rules for Product, Offer, BreadcrumbList, Organization...) fed through @marbec/web-auto-extractor as its
// documentation says, and our rules for the types it does not cover (src/domain/seo/audit/structured-data-rules.ts).
import Validator from '@adobe/structured-data-validator';
import WebAutoExtractor from '@marbec/web-auto-extractor';
import type { Severity } from '#src/domain/seo/audit/findings.ts';
import { checkStructuredData, NOT_FOR_CARS, VALIDATOR_PARENT_TYPES } from '#src/domain/seo/audit/structured-data-rules.ts';

export type JsonLdIssue = { severity: Severity; rule: string; message: string };

type ValidatorIssue = { issueMessage: string; severity: 'ERROR' | 'WARNING'; rootType?: string; fieldNames?: string[] };
type ExtractedData = { jsonld?: Record<string, unknown[]> };

/** A validator that checks the schema.org subtypes the site uses with their parent type's Google rules. */
function createValidator(): Validator {
  const validator = new Validator() as Validator & { registeredHandlers: Record<string, unknown[]> };
  for (const [type, parent] of Object.entries(VALIDATOR_PARENT_TYPES)) validator.registeredHandlers[type] ??= validator.registeredHandlers[parent] ?? [];
  return validator;
}

export function createJsonLdChecker(): (scripts: readonly string[]) => Promise<JsonLdIssue[]> {
  const validator = createValidator();
  const extractor = new WebAutoExtractor({ addLocation: false, embedSource: false });
  return async (scripts) => {
    const issues: JsonLdIssue[] = [];
    const documents: unknown[] = [];
    for (const script of scripts) {
      try {
        documents.push(JSON.parse(script));
      } catch (error) {
        issues.push({ severity: 'error', rule: 'structured-data-syntax', message: `JSON-LD is not valid JSON: ${(error as Error).message}` });
      }
    }
    for (const document of documents) {
      for (const issue of checkStructuredData(document))
        issues.push({ severity: issue.severity, rule: `structured-data/${issue.type}`, message: issue.message });
    }
    if (!documents.length) return issues;
    const html = scripts.map((script) => `<script type="application/ld+json">${script}</script>`).join('');
    const found = (await validator.validate(extractor.parse(html) as ExtractedData)) as ValidatorIssue[];
    for (const issue of found) {
      if (issue.severity === 'WARNING' && issue.fieldNames?.length && issue.fieldNames.every((field) => NOT_FOR_CARS.has(field.split('.').pop()!))) continue;
      issues.push({
        severity: issue.severity === 'ERROR' ? 'error' : 'warning',
        rule: `structured-data/${issue.rootType ?? 'jsonld'}`,
        message: `${issue.rootType ?? 'JSON-LD'}: ${issue.issueMessage}`,
      });
    }
    return issues;
  };
}
