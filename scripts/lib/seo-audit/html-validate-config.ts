// html-validate as the audit and the browser tests run it: the standard and accessibility presets, nothing relaxed.
// (Astro's island stylesheet, which it writes in the body, is moved into the head by src/middleware.ts, so a
// `<style>` in the body is an error like any other element where the standard does not permit it.)
import { HtmlValidate, StaticConfigLoader, type ConfigData } from 'html-validate';
import type { PageIssue } from '../seo/page-cache.ts';

export const HTML_VALIDATE_CONFIG: ConfigData = {
  root: true,
  extends: ['html-validate:standard', 'html-validate:a11y'],
};

/** One validator for a whole audit (it caches its configuration). */
export function createHtmlValidator(): HtmlValidate {
  return new HtmlValidate(new StaticConfigLoader(HTML_VALIDATE_CONFIG));
}

/** A page's html-validate messages as audit issues. */
export async function htmlIssues(validator: HtmlValidate, html: string, file: string): Promise<PageIssue[]> {
  const report = await validator.validateString(html, file);
  return report.results
    .flatMap((result) => result.messages)
    .map((message) => ({
      rule: `html-validate/${message.ruleId}`,
      severity: message.severity === 2 ? 'error' : 'warning',
      message: `${message.message} (${message.selector ?? `line ${message.line}`})`,
    }));
}
