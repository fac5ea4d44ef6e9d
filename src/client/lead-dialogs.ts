// The Enquire, Test drive and Request photos dialogs: links to #enquire, #test-drive and #request-photos open
// them as native modal dialogs (focus kept inside, Escape closes); the forms inside are plain posts to
// /api/leads. A post the server sends back with `?form_error=` reopens the dialog it came from with the errors.
import { FIELD_ERROR_PARAM_PREFIX, FORM_ERROR_PARAM, FORM_TOKEN_FIELD } from '#src/domain/leads/form-fields.ts';
import { SPEC_TEXT } from '#src/domain/leads/messages.ts';

const LAST_DIALOG_KEY = 'lead-dialog';
/** Session storage may be off (private modes); then the dialog is simply not reopened after a refused post. */
const session = {
  get: (): string | null => {
    try {
      return sessionStorage.getItem(LAST_DIALOG_KEY);
    } catch {
      return null;
    }
  },
  set: (id: string): void => {
    try {
      sessionStorage.setItem(LAST_DIALOG_KEY, id);
    } catch (error) {
      console.warn('dialog not remembered', error);
    }
  },
};
const dialogs = new Map([...document.querySelectorAll<HTMLDialogElement>('dialog[data-lead-dialog]')].map((dialog) => [dialog.id, dialog]));

/** The form-start token (the API's "filled in too fast" check); a form without one is still accepted. */
function fetchFormToken(dialog: HTMLDialogElement): void {
  const input = dialog.querySelector<HTMLInputElement>(`input[name="${FORM_TOKEN_FIELD}"]`);
  if (!input || input.value) return;
  fetch('/api/form-token')
    .then((response) => (response.ok ? (response.json() as Promise<Record<string, string>>) : null))
    .then((body) => {
      if (body?.[FORM_TOKEN_FIELD]) input.value = body[FORM_TOKEN_FIELD];
    })
    .catch((error: unknown) => console.warn('form token not fetched', error));
}

function open(dialog: HTMLDialogElement): void {
  if (!dialog.open) dialog.showModal();
  fetchFormToken(dialog);
}

document.addEventListener('click', (event) => {
  const target = event.target instanceof Element ? event.target : null;
  const link = target?.closest<HTMLAnchorElement>('a[href^="#"]');
  const dialog = link ? dialogs.get(link.hash.slice(1)) : undefined;
  if (dialog) {
    event.preventDefault();
    open(dialog);
    return;
  }
  const close = target?.closest('[data-close-dialog]');
  if (close) close.closest('dialog')?.close();
});

for (const dialog of dialogs.values()) {
  // A click on the backdrop (the dialog box itself, outside its content) closes it.
  dialog.addEventListener('click', (event) => {
    if (event.target === dialog) dialog.close();
  });
  dialog.querySelector('form')?.addEventListener('submit', () => session.set(dialog.id));
}

const params = new URLSearchParams(location.search);
const error = params.get(FORM_ERROR_PARAM);
const last = dialogs.get(session.get() ?? '') ?? dialogs.get(location.hash.slice(1));
if (error && last) {
  const alert = last.querySelector<HTMLElement>('[data-form-errors]')!;
  const fields = [...params].filter(([key]) => key.startsWith(FIELD_ERROR_PARAM_PREFIX)).map(([, message]) => message);
  const list = document.createElement('ul');
  list.className = 'list-disc pl-5';
  list.append(...fields.map((message) => Object.assign(document.createElement('li'), { textContent: message })));
  alert.replaceChildren(Object.assign(document.createElement('p'), { textContent: fields.length ? SPEC_TEXT.fixErrors : error, className: 'font-semibold' }), ...(fields.length ? [list] : []));
  alert.hidden = false;
  open(last);
} else if (location.hash && dialogs.has(location.hash.slice(1))) {
  open(dialogs.get(location.hash.slice(1))!);
}
