import { useStore } from '@nanostores/react';
import { useEffect, useMemo, useState } from 'react';
import { compareRows, compareShareUrl, featureRows, sharedCompareIds } from '#src/domain/compare/compare.ts';
import { $compare, loadCompare, toggleCompare } from '#src/stores/compare.ts';
import { useHydrated } from '../use-hydrated.ts';
import { loadCompareCars, type CompareSettings, type LoadedCar } from './compare-cars.ts';
import CompareTable from './CompareTable.tsx';

export type CompareAppProps = CompareSettings & { siteSlug: string; searchHref: string };

type Loaded = { ids: string; cars: LoadedCar[] } | { ids: string; failed: true };

/**
 * /compare: the shopper's compare list (or a shared `?ids=` link) side by side, differences highlighted. A shared
 * comparison leaves the shopper's own list alone: removing a car there changes the link only.
 */
export default function CompareApp(props: CompareAppProps) {
  const own = useStore($compare);
  // Read in the browser only: the server renders 'Loading', and so does hydration (useHydrated is false until then).
  const ready = useHydrated();
  const [shared, setShared] = useState<string[] | null>(() => (typeof location === 'undefined' ? null : sharedCompareIds(location.search)));
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [attempt, setAttempt] = useState(0);
  const [onlyDifferences, setOnlyDifferences] = useState(false);
  const [copied, setCopied] = useState(false);
  useEffect(() => loadCompare(props.siteSlug), [props.siteSlug]);
  const ids = shared ?? own;
  const key = ids.join(',');
  useEffect(() => {
    if (!ready) return;
    let current = true;
    loadCompareCars(key ? key.split(',') : [], props).then(
      (cars) => current && setLoaded({ ids: key, cars }),
      (error: unknown) => {
        console.warn('comparison could not be loaded', error);
        if (current) setLoaded({ ids: key, failed: true });
      },
    );
    return () => void (current = false);
  }, [ready, key, props, attempt]);

  const cars = useMemo(() => (loaded && 'cars' in loaded ? loaded.cars : []), [loaded]);
  const rows = useMemo(() => compareRows(cars), [cars]);
  const features = useMemo(() => featureRows(cars), [cars]);
  const remove = (id: string) => {
    if (!shared) return void toggleCompare(id);
    const rest = shared.filter((item) => item !== id);
    history.replaceState(null, '', rest.length ? compareShareUrl(rest) : location.pathname);
    setShared(rest.length ? rest : []);
  };
  const shareUrl = ids.length ? new URL(compareShareUrl(ids), location.origin).href : null;

  if (!ready || (ids.length > 0 && loaded?.ids !== key)) return <p role="status">Loading the comparison&hellip;</p>;
  if (loaded && 'failed' in loaded) {
    return (
      <p role="alert">
        The comparison could not be loaded. Please check your connection and{' '}
        <button
          type="button"
          className="underline"
          onClick={() => {
            setLoaded(null);
            setAttempt(attempt + 1);
          }}
        >
          try again
        </button>
        .
      </p>
    );
  }
  if (!ids.length) {
    return (
      <div className="space-y-3">
        <p role="status">No cars to compare yet. Tick Compare on up to 4 cars in our stock, then come back here.</p>
        <a className="btn btn-primary" href={props.searchHref}>
          Browse our stock
        </a>
      </div>
    );
  }
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center gap-x-6 gap-y-2">
        <p role="status">
          {shared ? 'A shared comparison of' : 'Comparing'} {cars.length} {cars.length === 1 ? 'car' : 'cars'}.
        </p>
        <label className="flex items-center gap-2">
          <input type="checkbox" className="size-5" checked={onlyDifferences} onChange={(event) => setOnlyDifferences(event.target.checked)} />
          Show only the differences
        </label>
        {shareUrl && (
          <button
            type="button"
            className="btn btn-outline text-sm"
            onClick={() =>
              navigator.clipboard.writeText(shareUrl).then(
                () => setCopied(true),
                () => window.prompt('Copy this link to share the comparison:', shareUrl),
              )
            }
          >
            {copied ? 'Link copied' : 'Copy a link to this comparison'}
          </button>
        )}
        {shareUrl && (
          <a className="text-sm underline" href={shareUrl} data-testid="compare-share-link">
            Link to this comparison
          </a>
        )}
      </div>
      {cars.length < 2 && <p>Add another car to see the differences.</p>}
      <CompareTable cars={cars} rows={rows} features={features} onlyDifferences={onlyDifferences} onRemove={remove} siteSlug={props.siteSlug} />
    </div>
  );
}
