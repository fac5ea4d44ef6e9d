// The dealer locator's filters and 'nearest to my postcode' (issue 17). The page is a plain list of every location
// in sections by state (its form hidden without JavaScript); this script hides the cards a type or state filter leaves out, and for a
// postcode moves the cards into one list ordered by straight-line distance from the postcode's point (the delivery
// calculator's postcode table, fetched on the first search), each card saying how far it is.
import type { PostcodeTable } from '#src/domain/delivery/postcode-table.ts';
import { byDistance, LOCATOR_TEXT, locatorMatches, postcodePoint, type LocatorFilter, type LocatorType } from '#src/domain/locations/locator.ts';

const root = document.querySelector<HTMLElement>('[data-locator]');
const form = root?.querySelector<HTMLFormElement>('[data-locator-form]');
if (root && form) startLocator(root, form);

type Entry = {
  item: HTMLElement;
  home: HTMLElement;
  name: string;
  location_type: null;
  address: { lat: number; long: number };
  types: LocatorType[];
  state: string;
};

function startLocator(root: HTMLElement, form: HTMLFormElement): void {
  const input = form.elements.namedItem('postcode') as HTMLInputElement;
  const type = form.elements.namedItem('type') as HTMLSelectElement | null;
  const state = form.elements.namedItem('state') as HTMLSelectElement | null;
  const error = form.querySelector<HTMLElement>('[data-locator-error]')!;
  const status = root.querySelector<HTMLElement>('[data-locator-status]')!;
  const nearestSection = root.querySelector<HTMLElement>('[data-locator-nearest]')!;
  const nearestTitle = root.querySelector<HTMLElement>('[data-locator-nearest-title]')!;
  const nearestList = nearestSection.querySelector('ol')!;
  const sections = [...root.querySelectorAll<HTMLElement>('[data-locator-section]')];
  const stateLinks = root.querySelector<HTMLElement>('[data-locator-states]');
  const entries: Entry[] = [...root.querySelectorAll<HTMLElement>('[data-locator-item]')].map((item) => ({
    item,
    home: item.parentElement!,
    name: item.dataset.name ?? '',
    location_type: null,
    address: { lat: Number(item.dataset.lat), long: Number(item.dataset.long) },
    types: (item.dataset.types ?? '').split(' ').filter(Boolean) as LocatorType[],
    state: item.dataset.state ?? '',
  }));
  let table: Promise<PostcodeTable> | null = null;
  let nearest: { postcode: string; lat: number; long: number; region: string } | null = null;

  const filter = (): LocatorFilter => ({ type: (type?.value ?? '') as LocatorFilter['type'], state: (state?.value ?? '') as LocatorFilter['state'] });
  const distanceOf = (entry: Entry) => entry.item.querySelector<HTMLElement>('[data-distance]');
  const plural = (count: number) => `${count} ${count === 1 ? 'location' : 'locations'}`;

  function render(): void {
    const chosen = filter();
    let shown = 0;
    if (nearest) {
      const ordered = byDistance(entries, nearest);
      for (const { location: entry, distanceKm } of ordered) {
        entry.item.hidden = !locatorMatches(entry, chosen);
        if (!entry.item.hidden) shown++;
        const distance = distanceOf(entry);
        if (distance) {
          distance.textContent = `${distanceKm.toLocaleString('en-AU')} km away`;
          distance.hidden = false;
        }
      }
      nearestList.replaceChildren(...ordered.map(({ location }) => location.item));
      nearestTitle.textContent = `Nearest to ${nearest.postcode}${nearest.region ? ` (${nearest.region})` : ''}`;
      status.textContent = shown ? `${plural(shown)}, nearest to ${nearest.postcode} first.` : 'No locations match these filters.';
    } else {
      for (const entry of entries) {
        entry.home.append(entry.item); // back to its state's list, in the page's order
        entry.item.hidden = !locatorMatches(entry, chosen);
        if (!entry.item.hidden) shown++;
        distanceOf(entry)?.setAttribute('hidden', '');
      }
      const filtered = chosen.type !== '' || chosen.state !== '';
      status.textContent = !filtered ? '' : shown ? `Showing ${shown} of ${plural(entries.length)}.` : 'No locations match these filters.';
    }
    nearestSection.hidden = !nearest;
    if (stateLinks) stateLinks.hidden = Boolean(nearest);
    for (const section of sections) section.hidden = Boolean(nearest) || !section.querySelector('[data-locator-item]:not([hidden])');
  }

  function fail(message: string): void {
    error.textContent = message;
    input.setAttribute('aria-invalid', 'true');
    input.focus();
  }

  form.addEventListener('submit', async (event) => {
    event.preventDefault();
    error.textContent = '';
    input.removeAttribute('aria-invalid');
    if (input.value.trim() === '') {
      nearest = null; // an empty postcode goes back to the list by state
      render();
      return;
    }
    // Checked before the table is fetched: a typo costs no download.
    if (!/^\d{4}$/.test(input.value.trim())) return fail(LOCATOR_TEXT.notFourDigits);
    try {
      table ??= fetch(root.dataset.postcodes!).then((response) => {
        if (!response.ok) throw new Error(`postcode table: HTTP ${response.status}`);
        return response.json() as Promise<PostcodeTable>;
      });
      const point = postcodePoint(input.value, await table);
      if (point.kind === 'invalid') return fail(point.message);
      nearest = { postcode: input.value.trim(), ...point.place };
      render();
    } catch (failure) {
      console.error(failure);
      table = null;
      fail('Postcodes could not be looked up just now. Please try again.');
    }
  });
  type?.addEventListener('change', render);
  state?.addEventListener('change', render);
}
