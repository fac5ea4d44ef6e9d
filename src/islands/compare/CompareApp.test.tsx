import { render, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { compareKey } from '#src/domain/compare/compare.ts';
import { searchAnswer } from '#src/domain/search/fixtures.test-support.ts';
import { toSearchRecord, type SearchHit } from '#src/domain/search/record.ts';
import { usedMazdaInStock } from '#src/domain/vehicle/fixtures.test-support.ts';
import { $compare } from '#src/stores/compare.ts';
import { acmeMotors } from '#tests/fixtures/acme-motors.ts';
import CompareApp, { type CompareAppProps } from './CompareApp.tsx';

// The search client the comparison reads the cars' card fields through: the stock below, never the network.
const search = vi.hoisted(() => vi.fn());
vi.mock('#src/search-clients/create-search-client.ts', () => ({
  createSearchClient: () => ({ client: { search, searchForHits: search }, indexName: 'cars' }),
}));

const tenant = acmeMotors();
const mazda = toSearchRecord(usedMazdaInStock());
const hilux = toSearchRecord(
  usedMazdaInStock({
    id: '103',
    slug: '2021-toyota-hilux-sr5-t103',
    make: 'Toyota',
    model: 'HiLux',
    badge: 'SR5',
    year: 2021,
    km: 20_000,
    colour: 'Glacier White',
  }),
);
const STOCK: SearchHit[] = [mazda, hilux];
const title = (hit: SearchHit) => [hit.year, hit.make, hit.model, hit.badge].join(' ');

/** What each car's own page lists for the comparison (its marked specification rows and features). */
const CAR_PAGES: Record<string, { specs: [string, string][]; features: string[] }> = {
  [`/cars/${mazda.slug}`]: {
    specs: [
      ['Engine', '2.5L'],
      ['Seats', '5'],
    ],
    features: ['Apple CarPlay', 'Sunroof'],
  },
  [`/cars/${hilux.slug}`]: {
    specs: [
      ['Engine', '2.8L'],
      ['Seats', '5'],
    ],
    features: ['Apple CarPlay', 'Tow bar'],
  },
};
const pageHtml = ({ specs, features }: (typeof CAR_PAGES)[string]) =>
  `<section data-compare-specs><dl>${specs.map(([label, value]) => `<div class="spec-row"><dt>${label}</dt><dd>${value}</dd></div>`).join('')}</dl></section>` +
  `<section data-compare-features><ul>${features.map((feature) => `<li>${feature}</li>`).join('')}</ul></section>`;

const props: CompareAppProps = {
  search: tenant.search,
  stockTime: '2026-11-20T00:00:00Z',
  noPriceText: tenant.texts.noPrice,
  paths: {},
  favourites: false,
  siteSlug: tenant.slug,
  searchHref: '/search/new-used-and-demo-cars',
};

/** The table's rows below its header: the row's label, whether it is marked as differing, and what each car shows. */
function tableRows() {
  return screen
    .getAllByRole('rowheader')
    .filter((header) => header.getAttribute('scope') === 'row')
    .map((header) => ({
      label: header.textContent!.replace(/Differs$/, ''),
      differs: within(header).queryByText('Differs') !== null,
      values: within(header.closest('tr')!)
        .getAllByRole('cell')
        .map((cell) => cell.querySelector('[aria-label]')?.getAttribute('aria-label') ?? cell.textContent),
    }));
}
const row = (label: string) => tableRows().find((candidate) => candidate.label === label);

describe('the comparison island', () => {
  beforeEach(() => {
    // The shopper ticked Compare on the Mazda, then the HiLux.
    localStorage.setItem(compareKey(tenant.slug), JSON.stringify([mazda.objectID, hilux.objectID]));
    $compare.set([mazda.objectID, hilux.objectID]);
    history.replaceState(null, '', '/compare');
    search.mockImplementation(async ({ requests }: { requests: { filters: string }[] }) => ({
      results: [searchAnswer(STOCK.filter((hit) => requests[0]!.filters.includes(`objectID:"${hit.objectID}"`)))],
    }));
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => (CAR_PAGES[url] ? new Response(pageHtml(CAR_PAGES[url])) : new Response(null, { status: 404 }))),
    );
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    search.mockReset();
  });

  it('shows the ticked cars side by side, a row per specification and feature, and marks the rows where they differ', async () => {
    render(<CompareApp {...props} />);

    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Comparing 2 cars.'));
    expect(screen.getAllByRole('columnheader').map((header) => within(header).getAllByRole('link')[0]!.textContent)).toEqual([title(mazda), title(hilux)]);
    expect(row('Engine')).toEqual({ label: 'Engine', differs: true, values: ['2.5L', '2.8L'] });
    expect(row('Seats')).toEqual({ label: 'Seats', differs: false, values: ['5', '5'] });
    expect(row('Kilometres')).toEqual({ label: 'Kilometres', differs: true, values: ['48,210 km', '20,000 km'] });
    expect(row('Colour')).toEqual({ label: 'Colour', differs: true, values: ['Soul Red', 'Glacier White'] });
    expect(row('Apple CarPlay')).toEqual({ label: 'Apple CarPlay', differs: false, values: ['Yes', 'Yes'] });
    expect(row('Sunroof')).toEqual({ label: 'Sunroof', differs: true, values: ['Yes', 'No'] });
    expect(row('Tow bar')).toEqual({ label: 'Tow bar', differs: true, values: ['No', 'Yes'] });
  });

  it('shows only the rows where the cars differ when asked', async () => {
    const user = userEvent.setup();
    render(<CompareApp {...props} />);
    await screen.findByRole('table');

    await user.click(screen.getByRole('checkbox', { name: 'Show only the differences' }));

    const labels = tableRows().map((shown) => shown.label);
    expect(labels).toEqual(expect.arrayContaining(['Engine', 'Kilometres', 'Sunroof', 'Tow bar']));
    expect(labels).not.toContain('Seats');
    expect(labels).not.toContain('Apple CarPlay');
    expect(tableRows().every((shown) => shown.differs)).toBe(true);
  });

  it("takes a removed car out of the table and out of the shopper's list, and nothing differs with one car left", async () => {
    const user = userEvent.setup();
    render(<CompareApp {...props} />);
    await screen.findByRole('table');

    await user.click(screen.getByRole('button', { name: `Remove: ${title(hilux)}` }));

    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Comparing 1 car.'));
    expect(screen.getByText('Add another car to see the differences.')).toBeTruthy();
    expect(screen.getAllByRole('columnheader')).toHaveLength(1);
    expect(screen.queryByRole('button', { name: `Remove: ${title(hilux)}` })).toBeNull();
    expect(row('Engine')).toEqual({ label: 'Engine', differs: false, values: ['2.5L'] });
    expect(tableRows().some((shown) => shown.differs)).toBe(false);
    expect(JSON.parse(localStorage.getItem(compareKey(tenant.slug))!)).toEqual([mazda.objectID]);
  });

  it("shows a shared link's cars, and removing one there changes the link, not the shopper's own list", async () => {
    history.replaceState(null, '', `/compare?ids=${hilux.objectID},${mazda.objectID}`);
    const user = userEvent.setup();
    render(<CompareApp {...props} />);
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('A shared comparison of 2 cars.'));
    expect(screen.getAllByRole('columnheader').map((header) => within(header).getAllByRole('link')[0]!.textContent)).toEqual([title(hilux), title(mazda)]);

    await user.click(screen.getByRole('button', { name: `Remove: ${title(hilux)}` }));

    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('A shared comparison of 1 car.'));
    expect(location.search).toBe(`?ids=${mazda.objectID}`);
    expect(JSON.parse(localStorage.getItem(compareKey(tenant.slug))!)).toEqual([mazda.objectID, hilux.objectID]);
  });

  it('says so when the cars cannot be loaded, and loads them on Try again', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    search.mockRejectedValueOnce(new Error('network down'));
    const user = userEvent.setup();
    render(<CompareApp {...props} />);

    expect((await screen.findByRole('alert')).textContent).toMatch(/^The comparison could not be loaded/);
    await user.click(screen.getByRole('button', { name: 'try again' }));

    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Comparing 2 cars.'));
    expect(row('Engine')?.values).toEqual(['2.5L', '2.8L']);
  });
});
