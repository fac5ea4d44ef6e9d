// Renders the one toast ($toast) into the page's live region.
import { $toast } from '#src/stores/toast.ts';

const region = document.querySelector<HTMLElement>('[data-toast]');
if (region) {
  const text = region.querySelector<HTMLElement>('[data-toast-text]')!;
  $toast.subscribe((toast) => {
    text.textContent = toast?.message ?? '';
    region.dataset.open = String(toast !== null);
  });
}
