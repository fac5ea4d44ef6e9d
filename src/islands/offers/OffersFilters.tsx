import type { OffersState } from '#src/domain/search/catalogue-offers.ts';
import { formatMoney } from '#src/domain/money.ts';

type Props = { state: OffersState; categories: string[]; priceSteps: number[]; onChange: (next: Partial<OffersState>) => void };

const selectClass = 'rounded-tenant border border-black/30 px-3 py-2';

/** Category and min/max price selects for the offers; any change goes back to page 1. */
export default function OffersFilters({ state, categories, priceSteps, onChange }: Props) {
  const price = (end: 'min' | 'max', value: string) => {
    const next = { min: state.price?.min ?? null, max: state.price?.max ?? null, [end]: value ? Number(value) : null };
    onChange({ price: next.min === null && next.max === null ? null : next });
  };
  const priceSelect = (end: 'min' | 'max', label: string) => (
    <label className="grid gap-1">
      <span className="font-semibold">{label}</span>
      <select className={selectClass} value={state.price?.[end] ?? ''} onChange={(event) => price(end, event.target.value)}>
        <option value="">Any</option>
        {priceSteps.map((step) => (
          <option key={step} value={step}>
            {formatMoney(step * 100)}
          </option>
        ))}
      </select>
    </label>
  );
  return (
    <div className="flex flex-wrap items-end gap-4">
      {categories.length > 0 && (
        <label className="grid gap-1">
          <span className="font-semibold">Category</span>
          <select
            className={selectClass}
            value={state.categories[0] ?? ''}
            onChange={(event) => onChange({ categories: event.target.value ? [event.target.value] : [] })}
          >
            <option value="">All categories</option>
            {categories.map((category) => (
              <option key={category} value={category}>
                {category}
              </option>
            ))}
          </select>
        </label>
      )}
      {priceSteps.length > 0 && priceSelect('min', 'Min price')}
      {priceSteps.length > 0 && priceSelect('max', 'Max price')}
    </div>
  );
}
