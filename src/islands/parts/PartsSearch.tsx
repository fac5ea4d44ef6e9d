import { useEffect, useMemo, useRef, useState } from 'react';
import { partPrice, type Part } from '#src/domain/parts/part.ts';
import { partsTextIndex, searchParts } from '#src/domain/parts/parts-search.ts';
import { enquireAboutPart } from '#src/stores/parts.ts';

type Props = { first: Part[]; total: number; catalogueUrl: string };

/**
 * The parts catalogue search: rendered on the server with the catalogue's first page; live, it loads the whole
 * catalogue once (/parts/catalogue.json) and searches it as the shopper types with the stock search's text
 * matching. Each part's Enquire button fills the parts enquiry form below.
 */
export default function PartsSearch({ first, total, catalogueUrl }: Props) {
  const [parts, setParts] = useState<Part[] | null>(null);
  const [query, setQuery] = useState('');
  const [page, setPage] = useState(0);
  const [failed, setFailed] = useState(false);
  const heading = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    fetch(catalogueUrl)
      .then(async (response) => {
        if (!response.ok) throw new Error(`catalogue answered ${response.status}`);
        setParts((await response.json()) as Part[]);
      })
      .catch((error: unknown) => {
        console.warn('parts catalogue not loaded', error);
        setFailed(true);
      });
  }, [catalogueUrl]);
  const index = useMemo(() => (parts ? partsTextIndex(parts) : null), [parts]);
  const result = parts && index ? searchParts(index, parts, query, page) : { hits: first, total, pages: Math.ceil(total / 21) };
  const enquire = (part: Part) => {
    enquireAboutPart(part);
    document.getElementById('enquiry-form')?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  };
  return (
    <section aria-labelledby="parts-search-title" className="space-y-4">
      <h2 id="parts-search-title" className="text-xl font-semibold">
        Search our catalogue
      </h2>
      {/* The results follow the typing (their count is announced); Search and Enter stay on the page. */}
      <form role="search" onSubmit={(event) => event.preventDefault()} className="flex max-w-xl items-end gap-2">
        <label className="block grow font-medium">
          Part name, number or model
          <input
            type="search"
            value={query}
            onChange={(event) => {
              setQuery(event.target.value);
              setPage(0);
            }}
            disabled={!parts}
            className="mt-1 block w-full rounded-tenant border border-black/30 bg-white px-3 py-2"
          />
        </label>
        <button type="submit" className="btn btn-primary" disabled={!parts}>
          Search
        </button>
      </form>
      <p ref={heading} role="status" className="text-sm text-muted">
        {failed
          ? 'The catalogue could not be loaded. Please send us an enquiry below.'
          : !parts
            ? `${total} parts in our catalogue.`
            : `${result.total} part${result.total === 1 ? '' : 's'}${query.trim() ? ` for \u201c${query.trim()}\u201d` : ''}.`}
      </p>
      <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {result.hits.map((part) => (
          <li key={part.partNumber} className="card gap-1 p-4">
            <h3 className="font-semibold">{part.name}</h3>
            <p className="text-sm text-muted">
              Part number {part.partNumber}
              {part.brand ? ` \u00b7 ${part.brand}` : ''}
            </p>
            {part.fits.length > 0 && <p className="text-sm">Fits: {part.fits.join(', ')}</p>}
            {part.description && <p className="text-sm">{part.description}</p>}
            <p className="font-semibold">
              {partPrice(part.priceCents)}
              {part.inStock ? (
                <span className="text-sm font-normal text-green-800"> In stock</span>
              ) : (
                <span className="text-sm font-normal text-muted"> Ordered in</span>
              )}
            </p>
            <p className="mt-auto pt-2">
              <a
                className="btn btn-outline w-full"
                href="#enquiry-form"
                onClick={(event) => {
                  event.preventDefault();
                  enquire(part);
                }}
              >
                Enquire<span className="sr-only"> about the {part.name}</span>
              </a>
            </p>
          </li>
        ))}
      </ul>
      {parts && result.pages > 1 && (
        <nav aria-label="Catalogue pages" className="flex items-center gap-2">
          <button type="button" className="btn btn-outline" disabled={page === 0} onClick={() => setPage(page - 1)}>
            Previous
          </button>
          <span>
            Page {page + 1} of {result.pages}
          </span>
          <button type="button" className="btn btn-outline" disabled={page + 1 >= result.pages} onClick={() => setPage(page + 1)}>
            Next
          </button>
        </nav>
      )}
    </section>
  );
}
