// The models page's filter (/models?body=suv&query=hybrid): the manufacturer catalogue search (src/search-clients/small-
// searches.ts) over the models' own index, answered in the browser by the embedded engine. The page lists every
// model by body without JavaScript; this narrows it to the body and text chosen, keeps the URL in step, and
// restores it on back and forward. The engine loads only when a filter is first used.
import type { SmallSearchAnswer } from '#src/search-clients/small-searches.ts';
import type { CatalogueState } from '#src/domain/search/catalogue-offers.ts';

const root = document.querySelector<HTMLElement>('[data-models-page]');
if (root) {
  const bodyLinks = [...root.querySelectorAll<HTMLAnchorElement>('a[data-body]')];
  const form = root.querySelector<HTMLElement>('[data-models-search]')!;
  const input = form.querySelector<HTMLInputElement>('input')!;
  const status = root.querySelector<HTMLElement>('[data-models-status]')!;
  const sections = [...root.querySelectorAll<HTMLElement>('[data-body-section]')];
  const cards = [...root.querySelectorAll<HTMLElement>('[data-model]')];
  const bodyNames = new Map(bodyLinks.map((link) => [link.dataset.body!, link.dataset.bodyName ?? '']));
  let search: ((state: CatalogueState) => Promise<SmallSearchAnswer>) | null = null;
  let ticket = 0;

  const catalogue = async () => {
    if (search) return search;
    const [{ createEmbeddedSearchClient }, { createCatalogueSearch }] = await Promise.all([
      import('#src/search-clients/embedded-client.ts'),
      import('#src/search-clients/small-searches.ts'),
    ]);
    const client = createEmbeddedSearchClient({
      loadIndex: async () => {
        const response = await fetch(root.dataset.indexPath!);
        if (!response.ok) throw new Error(`models index answered ${response.status}`);
        return response.json();
      },
    });
    return (search = createCatalogueSearch(client, root.dataset.indexName!));
  };

  /** Every model matching, over as many pages of 21 as it takes. */
  const matching = async (state: Omit<CatalogueState, 'page'>): Promise<Set<string>> => {
    const run = await catalogue();
    const found = new Set<string>();
    for (let page = 1; ; page++) {
      const answer = await run({ ...state, page });
      answer.hits.forEach((hit) => found.add(hit.objectID));
      if (page >= answer.nbPages) return found;
    }
  };

  const read = () => {
    const params = new URLSearchParams(location.search);
    const body = params.get('body') ?? '';
    return { body: bodyNames.has(body) ? body : '', query: params.get('query') ?? '' };
  };

  const show = (visible: Set<string> | null) => {
    cards.forEach((card) => (card.hidden = visible !== null && !visible.has(card.dataset.model!)));
    sections.forEach((section) => (section.hidden = !section.querySelector('[data-model]:not([hidden])')));
  };

  async function apply() {
    const { body, query } = read();
    bodyLinks.forEach((link) => (link.dataset.body === body ? link.setAttribute('aria-current', 'page') : link.removeAttribute('aria-current')));
    if (input.value !== query) input.value = query;
    const mine = ++ticket;
    if (!body && !query.trim()) {
      show(null);
      status.textContent = '';
      return;
    }
    try {
      const found = await matching({ query, make: root!.dataset.make || null, model: null, body: bodyNames.get(body) || null });
      if (mine !== ticket) return;
      show(found);
      status.textContent = found.size ? `${found.size} ${found.size === 1 ? 'model' : 'models'} found` : 'No models match your search.';
    } catch (error) {
      console.warn('models filter failed; every model stays listed', error);
      if (mine === ticket) show(null);
    }
  }

  const go = (params: { body?: string; query?: string }, push: boolean) => {
    const next = { ...read(), ...params };
    const search = new URLSearchParams();
    if (next.body) search.set('body', next.body);
    if (next.query.trim()) search.set('query', next.query.trim());
    const url = `${location.pathname}${search.size ? `?${search}` : ''}`;
    if (push) history.pushState(null, '', url);
    else history.replaceState(null, '', url);
    void apply();
  };

  form.hidden = false;
  bodyLinks.forEach((link) =>
    link.addEventListener('click', (event) => {
      event.preventDefault();
      go({ body: link.dataset.body ?? '' }, true);
    }),
  );
  let typing: ReturnType<typeof setTimeout> | undefined;
  input.addEventListener('input', () => {
    clearTimeout(typing);
    typing = setTimeout(() => go({ query: input.value }, false), 300);
  });
  addEventListener('popstate', () => void apply());
  void apply();
}
