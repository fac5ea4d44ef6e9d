import { useState } from 'react';
import { orderFacetValues } from '#src/domain/search/facet-order.ts';

type Props = {
  attribute: string;
  label: string;
  counts: Readonly<Record<string, number>>;
  selected: readonly string[];
  onToggle: (value: string) => void;
  limit?: number;
  certifiedOnly?: boolean;
  formatValue?: (value: string) => string;
};

/** A facet as checkboxes with counts, in the spec's order; selected values stay listed even at 0. */
export default function RefinementList({ attribute, label, counts, selected, onToggle, limit = 8, certifiedOnly = false, formatValue = (v) => v }: Props) {
  const [expanded, setExpanded] = useState(false);
  const withSelected = { ...Object.fromEntries(selected.map((value) => [value, 0])), ...counts };
  const values = orderFacetValues(attribute, withSelected, { certifiedOnly });
  if (values.length === 0) return null;
  const shown = expanded ? values : values.slice(0, limit);
  return (
    <fieldset className="grid gap-1">
      <legend className="mb-1 font-semibold">{label}</legend>
      {shown.map(({ value, count }) => (
        <label key={value} className="flex min-h-8 items-center gap-2">
          <input type="checkbox" checked={selected.includes(value)} onChange={() => onToggle(value)} />
          <span className="flex-1">{formatValue(value)}</span>
          <span className="text-sm text-muted">{count}</span>
        </label>
      ))}
      {values.length > limit && (
        <button
          type="button"
          className="justify-self-start text-sm font-semibold text-brand underline"
          aria-expanded={expanded}
          onClick={() => setExpanded(!expanded)}
        >
          {expanded ? `Show fewer ${label.toLowerCase()}` : `Show all ${label.toLowerCase()}`}
        </button>
      )}
    </fieldset>
  );
}
