import { useState } from 'react';
import { orderFacetValues } from '#src/domain/search/facet-order.ts';
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

/** Makes with per-make model selection (spec 1 section 4 "Make list"): first N makes, then Show all makes. */
export default function MakeList(props: Props) {
  const [allMakes, setAllMakes] = useState(false);
  const [openModels, setOpenModels] = useState<Record<string, boolean>>({});
  const makes = orderFacetValues('make', { ...Object.fromEntries(props.selectedMakes.map((m) => [m, 0])), ...props.makeCounts });
  const shown = allMakes ? makes : makes.slice(0, props.makesShown);
  return (
    <fieldset className="grid gap-1">
      <legend className="mb-1 font-semibold">Make</legend>
      {shown.map(({ value: make, count }) => {
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
                <button type="button" className="ml-6 text-sm font-semibold text-brand underline" aria-expanded={!!openModels[make]} onClick={() => setOpenModels({ ...openModels, [make]: !openModels[make] })}>
                  {openModels[make] ? 'Hide' : 'Select models'}<span className="sr-only"> of {make}</span>
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
      })}
      {makes.length > props.makesShown && (
        <button type="button" className="justify-self-start text-sm font-semibold text-brand underline" aria-expanded={allMakes} onClick={() => setAllMakes(!allMakes)}>
          {allMakes ? 'Hide extra makes' : 'Show all makes'}
        </button>
      )}
    </fieldset>
  );
}
