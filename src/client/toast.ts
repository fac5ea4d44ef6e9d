// Renders the one toast ($toast) into the page's live region, with its link when it has one.
import { $toast } from '#src/stores/toast.ts';

const region = document.querySelector<HTMLElement>('[data-toast]');
if (region) {
  const text = region.querySelector<HTMLElement>('[data-toast-text]')!;
  const action = document.createElement('a'); // added by the script: a link that only a script can fill
  action.className = 'font-semibold underline';
  action.hidden = true;
  text.after(action);
  $toast.subscribe((toast) => {
    text.textContent = toast?.message ?? '';
    action.hidden = !toast?.action;
    action.textContent = toast?.action?.label ?? '';
    action.href = toast?.action?.href ?? '#';
    region.dataset.open = String(toast !== null);
  });
}
