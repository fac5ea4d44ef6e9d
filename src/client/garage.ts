// The garage (/my-garage): saved cars with their live status and price against the price when saved, saved
// searches, recently viewed cars, alert settings, sign-out (here, or on every device) and 'Delete my account and data'
// (confirmed with a code texted to the account's number). Plain DOM, filled from
// the account API; text goes in as text, never as markup.
import { signInHref } from '#src/domain/accounts/return-path.ts';
import { formatMoney } from '#src/domain/money.ts';
import { readViewed, recentlyViewedKey } from '#src/domain/vehicle/recently-viewed.ts';
import { $compare, loadCompare, toggleCompare } from '#src/stores/compare.ts';
import { loadFavourites, replaceFavourites } from '#src/stores/favourites.ts';
import { showToast } from '#src/stores/toast.ts';

type Car = {
  id: string;
  name: string;
  slug: string;
  make: string;
  model: string;
  primary_image_url: string | null;
  path: string | null;
  status: string;
  statusLabel: string;
  priceCents: number | null;
};
type GarageCar = Car & { savedPriceCents: number | null; priceChange: { kind: string; differenceCents?: number; fromCents?: number } };
type Search = { id: string; url: string; label: string };

const root = document.querySelector<HTMLElement>('[data-garage]')!;
const site = document.body.dataset.site ?? '';
const status = root.querySelector<HTMLElement>('[data-garage-status]')!;
const compareOn = root.dataset.compare === 'true';
loadFavourites(site);
loadCompare(site);

const el = <K extends keyof HTMLElementTagNameMap>(tag: K, props: Partial<HTMLElementTagNameMap[K]> = {}, ...children: Array<Node | string>) => {
  const node = Object.assign(document.createElement(tag), props);
  node.append(...children);
  return node;
};

async function api(path: string, body?: unknown): Promise<Record<string, unknown>> {
  const response = await fetch(
    path,
    body === undefined
      ? { credentials: 'same-origin' }
      : { method: 'POST', credentials: 'same-origin', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) },
  );
  if (response.status === 401) {
    location.assign(signInHref('garage', location.pathname, null)); // the session ended while the page was open
    throw new Error('signed out');
  }
  const json = (await response.json().catch(() => ({}))) as Record<string, unknown>;
  if (!response.ok) throw new Error(String(json.error ?? 'Something went wrong. Please try again.'));
  return json;
}

function carCard(car: Car, extra: Node[]): HTMLLIElement {
  const title = car.path ? el('a', { href: car.path, className: 'underline' }, car.name) : el('span', {}, car.name);
  const photo = el('img', {
    src: car.primary_image_url ?? '/platform/placeholder.svg',
    alt: '',
    width: 600,
    height: 400,
    loading: 'lazy',
    decoding: 'async',
    className: 'card-photo',
  });
  const price = car.priceCents && car.priceCents > 1000 ? formatMoney(car.priceCents) : '';
  return el(
    'li',
    { className: 'card' },
    el('div', { className: 'card-media' }, photo),
    el(
      'div',
      { className: 'card-body space-y-1' },
      el('h3', { className: 'text-lg font-semibold' }, title),
      el('p', {}, el('span', { className: 'rounded-full bg-surface px-2 py-0.5 text-sm font-semibold' }, car.statusLabel), price ? ` ${price}` : ''),
      ...extra,
    ),
  );
}

function savedCar(car: GarageCar): HTMLLIElement {
  const extra: Node[] = [];
  if (car.priceChange.kind === 'drop')
    extra.push(el('p', { className: 'font-bold text-green-800' }, `Price drop: ${formatMoney(car.priceChange.differenceCents!)} less than when you saved it`));
  if (car.savedPriceCents && car.savedPriceCents > 1000)
    extra.push(el('p', { className: 'text-sm text-muted' }, `Price when saved: ${formatMoney(car.savedPriceCents)}`));
  const actions = el('div', { className: 'flex flex-wrap gap-2' });
  if (car.path && (car.status === 'in-stock' || car.status === 'coming-soon'))
    actions.append(
      el('a', { className: 'btn btn-primary text-sm', href: `${car.path}#enquire` }, 'Enquire', el('span', { className: 'sr-only' }, `: ${car.name}`)),
    );
  if (compareOn && car.status === 'in-stock') {
    const compare = el('button', { type: 'button', className: 'btn btn-outline text-sm' }, 'Compare', el('span', { className: 'sr-only' }, `: ${car.name}`));
    const sync = () => compare.setAttribute('aria-pressed', String($compare.get().includes(car.id)));
    $compare.subscribe(sync);
    compare.addEventListener('click', () => toggleCompare(car.id));
    actions.append(compare);
  }
  const remove = el('button', { type: 'button', className: 'btn btn-outline text-sm' }, 'Remove', el('span', { className: 'sr-only' }, `: ${car.name}`));
  remove.addEventListener('click', async () => {
    try {
      await api('/api/watchlist/remove-car', { car_id: car.id });
      await loadSaved();
      showToast(`Removed ${car.name} from your watchlist`, 4000);
    } catch (error) {
      if ((error as Error).message !== 'signed out') alert((error as Error).message);
    }
  });
  actions.append(remove);
  return carCard(car, [...extra, actions]);
}

function fill(list: HTMLElement, empty: HTMLElement, items: Node[]): void {
  list.replaceChildren(...items);
  empty.hidden = items.length > 0;
}

async function loadSaved(): Promise<void> {
  const { cars } = (await api('/api/watchlist')) as { cars: GarageCar[] };
  replaceFavourites(cars.map(({ id, name, slug, make, model, primary_image_url }) => ({ id, name, slug, make, model, primary_image_url })));
  fill(root.querySelector('[data-saved-cars]')!, root.querySelector('[data-no-cars]')!, cars.map(savedCar));
}

async function loadSearches(): Promise<void> {
  const { searches } = (await api('/api/saved-searches')) as { searches: Search[] };
  fill(
    root.querySelector('[data-saved-searches]')!,
    root.querySelector('[data-no-searches]')!,
    searches.map((search) => {
      const remove = el(
        'button',
        { type: 'button', className: 'btn btn-outline text-sm' },
        'Remove',
        el('span', { className: 'sr-only' }, `: ${search.label}`),
      );
      remove.addEventListener(
        'click',
        () => void api('/api/saved-searches/remove', { id: search.id }).then(loadSearches, (error: Error) => alert(error.message)),
      );
      return el(
        'li',
        { className: 'flex flex-wrap items-center gap-3' },
        el('a', { href: search.url, className: 'font-semibold underline' }, search.label),
        remove,
      );
    }),
  );
}

async function loadRecent(): Promise<void> {
  let ids: string[] = [];
  try {
    ids = readViewed(localStorage.getItem(recentlyViewedKey(site)))
      .map((car) => car.id)
      .slice(0, 8);
  } catch (error) {
    console.warn('recently viewed cars could not be read', error);
  }
  const { cars } = ids.length ? ((await api(`/api/watchlist/cars?ids=${ids.map(encodeURIComponent).join(',')}`)) as { cars: Car[] }) : { cars: [] };
  fill(
    root.querySelector('[data-recent-cars]')!,
    root.querySelector('[data-no-recent]')!,
    cars.map((car) => carCard(car, [])),
  );
}

function alertSettings(account: { alerts: string; email: string | null }): void {
  const form = root.querySelector<HTMLFormElement>('[data-alerts-form]');
  if (!form) return;
  const email = form.querySelector<HTMLInputElement>('input[name="email"]')!;
  form.querySelector<HTMLInputElement>(`input[value="${account.alerts}"]`)!.checked = true;
  email.value = account.email ?? '';
  form.addEventListener('submit', async (event) => {
    event.preventDefault();
    const choice = new FormData(form).get('alerts');
    const error = form.querySelector<HTMLElement>('[data-error]')!;
    try {
      await api('/api/account/preferences', { alerts: choice, email: email.value.trim() || null });
      error.textContent = '';
      showToast('Alert settings saved', 4000);
    } catch (failure) {
      error.textContent = (failure as Error).message;
    }
  });
}

root.querySelector('[data-sign-out]')!.addEventListener('click', async () => {
  await api('/api/auth/sign-out', {}).catch(() => {});
  replaceFavourites([]);
  location.assign('/');
});

root.querySelector('[data-sign-out-everywhere]')!.addEventListener('click', async () => {
  try {
    await api('/api/auth/sign-out-everywhere', {});
    replaceFavourites([]);
    location.assign('/');
  } catch (error) {
    if ((error as Error).message !== 'signed out') alert((error as Error).message);
  }
});

const deleteForm = root.querySelector<HTMLFormElement>('[data-delete-form]')!;
const deleteCode = deleteForm.querySelector<HTMLInputElement>('input[name="code"]')!;
const deleteError = deleteForm.querySelector<HTMLElement>('[data-error]')!;

// First the code: the server texts it to the account's own number (a session alone deletes nothing).
root.querySelector('[data-delete-account]')!.addEventListener('click', async () => {
  if (!confirm('Delete your account, saved cars, saved searches and alerts? This cannot be undone.')) return;
  try {
    const sent = await api('/api/account/delete-code', {});
    deleteForm.querySelector('[data-delete-sent]')!.textContent = String(sent.message);
    deleteError.textContent = '';
    deleteCode.value = '';
    deleteForm.hidden = false;
    deleteCode.focus();
  } catch (error) {
    if ((error as Error).message !== 'signed out') alert((error as Error).message);
  }
});

deleteForm.addEventListener('submit', async (event) => {
  event.preventDefault();
  const code = deleteCode.value.replace(/\s/g, '');
  if (!/^\d{6}$/.test(code)) {
    deleteError.textContent = 'Please enter the 6-digit code we texted you.';
    return;
  }
  try {
    await api('/api/account/delete', { code });
    replaceFavourites([]);
    alert('Your account and data have been deleted.');
    location.assign('/');
  } catch (error) {
    if ((error as Error).message !== 'signed out') deleteError.textContent = (error as Error).message;
  }
});

(async () => {
  try {
    const account = (await api('/api/auth/session')) as { signedIn: boolean; phone: string; alerts: string; email: string | null };
    if (!account.signedIn) return location.assign(signInHref('garage', location.pathname, null));
    root.querySelector('[data-account]')!.textContent = `Signed in as ${account.phone}`;
    alertSettings(account);
    await Promise.all([loadSaved(), loadSearches(), loadRecent()]);
    status.textContent = '';
  } catch (error) {
    if ((error as Error).message !== 'signed out') status.textContent = `We could not load your garage: ${(error as Error).message}`;
  }
})();
