// The vehicle page's lead dialogs: links to #enquire, #quick-enquiry, #test-drive, #request-photos, #trade-in and
// #finance-enquiry open them as native modal dialogs (focus kept inside, Escape closes). The forms inside are
// islands hydrated when their dialog first opens (client:dialog). A plain post the
// server sends back with `?form_error=` reopens the dialog it came from; its island shows the errors.
import { FORM_ERROR_PARAM, LAST_DIALOG_STORAGE_KEY } from '#src/domain/leads/form-fields.ts';

/** Session storage may be off (private modes); then the dialog is simply not reopened after a refused post. */
const session = {
  get: (): string | null => {
    try {
      return sessionStorage.getItem(LAST_DIALOG_STORAGE_KEY);
    } catch {
      return null;
    }
  },
  set: (id: string): void => {
    try {
      sessionStorage.setItem(LAST_DIALOG_STORAGE_KEY, id);
    } catch (error) {
      console.warn('dialog not remembered', error);
    }
  },
};
const dialogs = new Map([...document.querySelectorAll<HTMLDialogElement>('dialog.lead-dialog')].map((dialog) => [dialog.id, dialog]));

function open(dialog: HTMLDialogElement): void {
  if (!dialog.open) dialog.showModal();
}

document.addEventListener('click', (event) => {
  const target = event.target instanceof Element ? event.target : null;
  // Not the chat and deal buttons: their link to #enquire is for pages without JavaScript (src/client/provider-widgets.ts).
  const link = target?.closest<HTMLAnchorElement>('a[href^="#"]:not([data-widget])');
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
  // Capture: the island's own submit handler may stop the event; the dialog is remembered either way.
  dialog.addEventListener('submit', () => session.set(dialog.id), { capture: true });
}

const refused = new URLSearchParams(location.search).has(FORM_ERROR_PARAM);
const last = dialogs.get(session.get() ?? '') ?? dialogs.get(location.hash.slice(1));
if (refused && last) open(last);
else if (location.hash && dialogs.has(location.hash.slice(1))) open(dialogs.get(location.hash.slice(1))!);
