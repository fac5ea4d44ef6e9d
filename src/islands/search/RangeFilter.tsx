import { useEffect, useId, useRef, useState } from 'react';
import { refineRange, rangeStep, type RangeBounds } from '#src/domain/search/range.ts';
import type { Range, RangeAttribute } from '#src/domain/search/url-state.ts';

type Props = {
  attribute: RangeAttribute;
  label: string;
  bounds: RangeBounds;
  value: Range | undefined;
  format: (value: number) => string;
  onChange: (range: Range) => void;
};
export const SLIDER_DEBOUNCE_MS = 400;

/** Two-handled range: the shown min and max move at once; the search follows after a 400 ms pause. */
export default function RangeFilter({ attribute, label, bounds, value, format, onChange }: Props) {
  const id = useId();
  const current = { min: value?.min ?? bounds.min, max: value?.max ?? bounds.max };
  const [shown, setShown] = useState(current);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  // A new range from outside (the URL, new bounds) moves the handles: state adjusted while rendering, as React advises.
  const [outside, setOutside] = useState(current);
  if (outside.min !== current.min || outside.max !== current.max) {
    setOutside(current);
    setShown(current);
  }
  useEffect(() => () => clearTimeout(timer.current), []);
  const move = (end: 'min' | 'max', raw: number) => {
    // Min cannot pass max nor max pass min (spec 1 section 4).
    const next = end === 'min' ? { min: Math.min(raw, shown.max), max: shown.max } : { min: shown.min, max: Math.max(raw, shown.min) };
    setShown(next);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      const refined = refineRange(attribute, next, bounds);
      if (refined.ok) onChange(refined.range);
      else console.warn(refined.reason);
    }, SLIDER_DEBOUNCE_MS);
  };
  const step = rangeStep(attribute, bounds);
  return (
    <fieldset className="grid gap-1">
      <legend className="mb-1 font-semibold">{label}</legend>
      <p className="flex justify-between text-sm" aria-live="polite" data-testid={`${attribute}-range`}>
        <span>{format(shown.min)}</span>
        <span>{format(shown.max)}</span>
      </p>
      <label htmlFor={`${id}-min`} className="sr-only">
        Minimum {label.toLowerCase()}
      </label>
      <input
        id={`${id}-min`}
        type="range"
        min={bounds.min}
        max={bounds.max}
        step={step}
        value={shown.min}
        onChange={(event) => move('min', Number(event.target.value))}
      />
      <label htmlFor={`${id}-max`} className="sr-only">
        Maximum {label.toLowerCase()}
      </label>
      <input
        id={`${id}-max`}
        type="range"
        min={bounds.min}
        max={bounds.max}
        step={step}
        value={shown.max}
        onChange={(event) => move('max', Number(event.target.value))}
      />
    </fieldset>
  );
}
