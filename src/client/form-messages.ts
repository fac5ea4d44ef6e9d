// Messages on the checkout forms (reserve page, buy-online journey): a status box with an optional link, and the
// server's field errors under their fields (aria-invalid, described by the message).
import { SPEC_TEXT } from '#src/domain/leads/messages.ts';

export function showStatus(form: HTMLFormElement, message: string, link: { href: string; text: string } | null, tone: 'error' | 'info'): void {
  const status = form.querySelector<HTMLElement>('[role=status]')!;
  status.replaceChildren();
  const box = document.createElement('div');
  box.className = `rounded-tenant border p-3 ${tone === 'error' ? 'border-red-300 bg-red-50 text-red-900' : 'border-amber-300 bg-amber-50'}`;
  const text = document.createElement('p');
  text.textContent = message;
  box.append(text);
  if (link) {
    const anchor = document.createElement('a');
    anchor.href = link.href;
    anchor.textContent = link.text;
    anchor.className = 'btn btn-primary mt-2';
    box.append(anchor);
  }
  status.append(box);
  status.scrollIntoView({ block: 'nearest' });
}

export function clearMessages(form: HTMLFormElement): void {
  for (const old of form.querySelectorAll('[data-field-error]')) old.remove();
  for (const input of form.querySelectorAll('[aria-invalid]')) input.removeAttribute('aria-invalid');
  form.querySelector<HTMLElement>('[role=status]')?.replaceChildren();
}

export function showFieldErrors(form: HTMLFormElement, fields: Record<string, string>): void {
  clearMessages(form);
  for (const [name, message] of Object.entries(fields)) {
    const found = form.elements.namedItem(name);
    const input = found instanceof RadioNodeList ? (found[0] as HTMLInputElement | undefined) : found;
    if (!(input instanceof HTMLInputElement || input instanceof HTMLTextAreaElement || input instanceof HTMLSelectElement)) continue;
    input.setAttribute('aria-invalid', 'true');
    const note = document.createElement('p');
    note.dataset.fieldError = '';
    note.id = `${input.id || name}-error`;
    note.className = 'text-sm text-red-800';
    note.textContent = message;
    input.setAttribute('aria-describedby', note.id);
    (input.closest('fieldset, div') ?? input).append(note);
  }
  showStatus(form, `${SPEC_TEXT.fixErrors} ${[...new Set(Object.values(fields))].join(' ')}`, null, 'error');
}

/** The browser's own checks (required, pattern, type) as field errors; empty when the form is valid. */
export function browserErrors(form: HTMLFormElement, messages: Record<string, string> = {}): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const input of form.querySelectorAll<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>('input, textarea, select')) {
    if (input.name && !input.closest('[hidden]') && !input.validity.valid) fields[input.name] = messages[input.name] ?? input.validationMessage;
  }
  return fields;
}
