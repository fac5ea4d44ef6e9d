// html-validate as the audit runs it: the standard and accessibility presets, plus one deliberate adjustment.
// Astro's island runtime writes `<style>astro-island,astro-slot,astro-static-slot{display:contents}</style>` before a
// page's first island, inside the body (withastro/astro#10308; no public option moves it to the head). Browsers
// apply it, the HTML standard lists no body context for `style`. So `style` is allowed where flow content is (an
// element metadata change, html-validate's public API), and the rule below reports every body `style` that is not
// exactly Astro's: the site's own markup still may not put a stylesheet in the body.
import { defineMetadata, definePlugin, HtmlValidate, Rule, StaticConfigLoader, type ConfigData, type DOMReadyEvent } from 'html-validate';
import type { PageIssue } from '../seo/page-cache.ts';

export const ASTRO_ISLAND_STYLE = 'astro-island,astro-slot,astro-static-slot{display:contents}';

class NoStyleInBody extends Rule {
  override documentation() {
    return { description: "Only Astro's island stylesheet may sit in the body; the site's own styles belong in the head." };
  }
  override setup() {
    this.on('dom:ready', (event: DOMReadyEvent) => {
      for (const style of event.document.querySelectorAll('body style')) {
        if (style.textContent.trim() !== ASTRO_ISLAND_STYLE) this.report(style, '<style> in the body: put it in the head');
      }
    });
  }
}

const dealerPlugin = definePlugin({ name: 'dealer-sites', rules: { 'dealer-sites/no-style-in-body': NoStyleInBody } });

export const HTML_VALIDATE_CONFIG: ConfigData = {
  root: true,
  extends: ['html-validate:standard', 'html-validate:a11y'],
  elements: ['html5', defineMetadata({ style: { flow: true } })],
  plugins: [dealerPlugin],
  rules: { 'dealer-sites/no-style-in-body': 'error' },
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
