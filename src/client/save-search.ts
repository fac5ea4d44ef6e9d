// 'Save this search': posts the page's current URL (the search island keeps it in step with the filters) to the
// shopper's saved searches. Signed out, the shopper signs in first and comes back to the same search, which is then
// saved without a second press.
import { signInHref } from '#src/domain/accounts/return-path.ts';
import { showToast } from '#src/stores/toast.ts';

const PENDING_KEY = 'dealer:pending-saved-search';
const FAILED = 'Sorry, we could not save this search. Please try again.';

async function save(button: HTMLButtonElement): Promise<void> {
  const here = `${location.pathname}${location.search}`;
  button.disabled = true;
  try {
    const response = await fetch('/api/saved-searches', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ url: here }),
      credentials: 'same-origin',
    });
    if (response.status === 401) {
      sessionStorage.setItem(PENDING_KEY, here);
      return location.assign(signInHref('garage', here, here));
    }
    const body = (await response.json().catch(() => ({}))) as { error?: string; label?: string };
    if (!response.ok) return alert(body.error ?? FAILED);
    const garage = document.body.dataset.garageHref;
    showToast(`Saved the search "${body.label ?? 'this search'}"`, 6000, garage ? { label: 'View in your garage', href: garage } : undefined);
  } catch {
    alert(FAILED);
  } finally {
    button.disabled = false;
  }
}

const button = document.querySelector<HTMLButtonElement>('[data-save-search]');
if (button) {
  button.classList.remove('invisible');
  button.addEventListener('click', () => void save(button));
  try {
    // Back from signing in to save this very search: save it now.
    if (sessionStorage.getItem(PENDING_KEY) === `${location.pathname}${location.search}`) {
      sessionStorage.removeItem(PENDING_KEY);
      void save(button);
    }
  } catch (error) {
    console.warn('pending saved search not read', error);
  }
}
