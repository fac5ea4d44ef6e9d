import { useState } from 'react';
import { orderFacetValues, splitPopularMakes, type FacetValue } from '#src/domain/search/facet-order.ts';
import { slugify } from '#src/domain/vehicle/slug.ts';

type Props = {
  makeCounts: Readonly<Record<string, number>>;
  modelCounts: Readonly<Record<string, number>>;
  /** Models of each make by make slug (from the search vocabulary). */
  modelsByMake: Readonly<Record<string, Record<string, string>>>;
  selectedMakes: readonly string[];
  selectedModels: readonly string[];
  makesShown: number;
  modelLimit: number;
  onToggleMake: (make: string) => void;
  onToggleModel: (model: string) => void;
};

/**
 * Makes with per-make model selection (spec 1 section 4 "Make list"): the first N makes, then Show all makes. Past
 * 20 makes the list splits (spec 1 section 5): the popular makes first, the others alphabetically behind Show all makes.
 */
export default function MakeList(props: Props) {
  const [allMakes, setAllMakes] = useState(false);
  const [openModels, setOpenModels] = useState<Record<string, boolean>>({});
  const makes = orderFacetValues('make', { ...Object.fromEntries(props.selectedMakes.map((m) => [m, 0])), ...props.makeCounts });
  const { popular } = splitPopularMakes(makes);
  const popularNames = new Set(popular.map((entry) => entry.value));
  const others = popular.length ? makes.filter((entry) => !popularNames.has(entry.value)) : makes;
  const hiddenFrom = popular.length ? 0 : props.makesShown;
  // Collapsed, a chosen make stays listed.
  const shown = allMakes ? others : [...others.slice(0, hiddenFrom), ...others.slice(hiddenFrom).filter((entry) => props.selectedMakes.includes(entry.value))];
  const renderMake = ({ value: make, count }: FacetValue) => {
    const selected = props.selectedMakes.includes(make);
    const models = Object.values(props.modelsByMake[slugify(make)] ?? {});
    const modelValues = orderFacetValues('model', Object.fromEntries(models.map((model) => [model, props.modelCounts[model] ?? 0]))).slice(0, props.modelLimit);
    return (
      <div key={make}>
        <label className="flex min-h-8 items-center gap-2">
          <input type="checkbox" checked={selected} onChange={() => props.onToggleMake(make)} />
          <span className="flex-1">{make}</span>
          <span className="text-sm text-muted">{count}</span>
        </label>
        {selected && modelValues.length > 0 && (
          <>
            <button
              type="button"
              className="ml-6 text-sm font-semibold text-brand underline"
              aria-expanded={!!openModels[make]}
              onClick={() => setOpenModels({ ...openModels, [make]: !openModels[make] })}
            >
              {openModels[make] ? 'Hide' : 'Select models'}
              <span className="sr-only"> of {make}</span>
            </button>
            {openModels[make] && (
              <div className="ml-6 grid gap-1" role="group" aria-label={`${make} models`}>
                {modelValues.map(({ value: model, count: modelCount }) => (
                  <label key={model} className="flex min-h-8 items-center gap-2">
                    <input type="checkbox" checked={props.selectedModels.includes(model)} onChange={() => props.onToggleModel(model)} />
                    <span className="flex-1">{model}</span>
                    <span className="text-sm text-muted">{modelCount}</span>
                  </label>
                ))}
              </div>
            )}
          </>
        )}
      </div>
    );
  };
  return (
    <fieldset className="grid gap-1">
      <legend className="mb-1 font-semibold">Make</legend>
      {popular.length > 0 && (
        <div role="group" aria-labelledby="popular-makes" className="grid gap-1">
          <p id="popular-makes" className="text-sm font-semibold text-muted">
            Popular makes
          </p>
          {popular.map(renderMake)}
        </div>
      )}
      {shown.length > 0 &&
        (popular.length > 0 ? (
          <div role="group" aria-labelledby="all-makes" className="grid gap-1">
            <p id="all-makes" className="text-sm font-semibold text-muted">
              All other makes
            </p>
            {shown.map(renderMake)}
          </div>
        ) : (
          shown.map(renderMake)
        ))}
      {others.length > hiddenFrom && (
        <button
          type="button"
          className="justify-self-start text-sm font-semibold text-brand underline"
          aria-expanded={allMakes}
          onClick={() => setAllMakes(!allMakes)}
        >
          {allMakes ? 'Hide extra makes' : 'Show all makes'}
        </button>
      )}
    </fieldset>
  );
}
