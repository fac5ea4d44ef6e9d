// 'Save this search': posts the page's current URL (the search island keeps it in step with the filters) to the
// shopper's saved searches. Signed out, the shopper signs in first and comes back to the same search.
import { signInHref } from '#src/domain/accounts/return-path.ts';
import { showToast } from '#src/stores/toast.ts';

const button = document.querySelector<HTMLButtonElement>('[data-save-search]');
if (button) {
  button.hidden = false;
  button.addEventListener('click', async () => {
    const here = `${location.pathname}${location.search}`;
    button.disabled = true;
    try {
      const response = await fetch('/api/saved-searches', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ url: here }), credentials: 'same-origin' });
      if (response.status === 401) return location.assign(signInHref('garage', here, here));
      const body = (await response.json().catch(() => ({}))) as { error?: string; label?: string };
      if (!response.ok) return alert(body.error ?? 'Sorry, we could not save this search. Please try again.');
      const garage = document.body.dataset.garageHref;
      showToast(`Saved the search "${body.label ?? 'this search'}"`, 6000, garage ? { label: 'View in your garage', href: garage } : undefined);
    } catch {
      alert('Sorry, we could not save this search. Please try again.');
    } finally {
      button.disabled = false;
    }
  });
}
