// The sign-in page as the server answers a plain form post (no JavaScript): the site's own built /sign-in page,
// filled in for the step the shopper is at (the number's error, or the code step with the number kept in a hidden
// field and what was sent), with the heading for why they sign in and their Back link. The page is parsed and
// written back with ultrahtml (a small HTML parser); every value set is escaped with the platform's escaper.
import { ELEMENT_NODE, parse, renderSync, TEXT_NODE, walkSync, type DocumentNode, type ElementNode, type TextNode } from 'ultrahtml';
import { SIGN_IN_TEXTS, type SignInType } from '#src/domain/accounts/return-path.ts';
import { escapeHtml } from '#src/domain/escape.ts';

/** Which form shows, with the number typed, what was sent and the error. */
export type SignInStep = { step: 'phone'; phone: string; error: string | null } | { step: 'code'; phone: string; sent: string | null; error: string | null };
export type SignInPageState = SignInStep & { type: SignInType; back: string | null };

/** The first element a test accepts, depth first. */
function find(root: DocumentNode | ElementNode, test: (element: ElementNode) => boolean): ElementNode | null {
  let found: ElementNode | null = null;
  walkSync(root, (node) => {
    if (!found && node.type === ELEMENT_NODE && test(node as ElementNode)) found = node as ElementNode;
  });
  return found;
}

const has = (name: string) => (element: ElementNode) => name in element.attributes;
const named = (name: string) => (element: ElementNode) => element.name === 'input' && element.attributes.name === name;

function setText(element: ElementNode | null, text: string): void {
  if (!element) return;
  const node = { type: TEXT_NODE, value: escapeHtml(text), parent: element, loc: element.loc } satisfies TextNode;
  element.children = text ? [node] : [];
}

function setAttribute(element: ElementNode | null, name: string, value: string | null): void {
  if (!element) return;
  if (value === null) delete element.attributes[name];
  else element.attributes[name] = escapeHtml(value);
}

/** The built sign-in page's HTML, filled in for `state`. */
export function renderSignInPage(html: string, state: SignInPageState): string {
  const doc = parse(html);
  const texts = SIGN_IN_TEXTS[state.type];
  setText(find(doc, has('data-sign-in-heading')), texts.heading);
  setText(find(doc, has('data-sign-in-intro')), texts.intro);
  if (state.back) setAttribute(find(doc, has('data-sign-in-back')), 'href', state.back);
  const phoneForm = find(doc, has('data-sign-in-phone'));
  const codeForm = find(doc, has('data-sign-in-code'));
  if (!phoneForm || !codeForm) throw new Error('the built sign-in page has no sign-in forms');
  const phoneInput = find(phoneForm, named('phone'));
  setAttribute(phoneInput, 'value', state.phone);
  if (state.step === 'phone') {
    setAttribute(codeForm, 'hidden', '');
    setAttribute(phoneForm, 'hidden', null);
    setText(find(phoneForm, has('data-error')), state.error ?? '');
    setAttribute(phoneInput, 'aria-invalid', state.error ? 'true' : null);
    setAttribute(phoneInput, 'autofocus', '');
    return renderSync(doc);
  }
  setAttribute(phoneForm, 'hidden', '');
  setAttribute(codeForm, 'hidden', null);
  setAttribute(find(codeForm, has('data-code-phone')), 'value', state.phone);
  setText(find(codeForm, has('data-code-sent')), state.sent ?? '');
  setText(find(codeForm, has('data-error')), state.error ?? '');
  const codeInput = find(codeForm, named('code'));
  setAttribute(codeInput, 'aria-invalid', state.error ? 'true' : null);
  setAttribute(codeInput, 'autofocus', '');
  return renderSync(doc);
}
