import { useId, useState } from 'react';

type Props = {
  label: string;
  value: number;
  min: number;
  max: number;
  step: number;
  /** Turns the field's number into the text shown, e.g. whole dollars with commas. */
  format: (value: number) => string;
  onCommit: (value: number) => void;
  prefix?: string;
  suffix?: string;
  error?: string | null;
};

const parse = (text: string): number => {
  const value = Number(text.replace(/[$,%\s]|years?/gi, ''));
  return Number.isFinite(value) ? value : 0;
};

/** A typed value and its slider; typing commits on blur or Enter, so half-typed numbers are never clamped. */
export default function NumberField({ label, value, min, max, step, format, onCommit, prefix, suffix, error }: Props) {
  const id = useId();
  const [text, setText] = useState(format(value));
  // A new value from outside (a slider, a reset) replaces what is typed: state adjusted while rendering, as React advises.
  const [shown, setShown] = useState({ value, format });
  if (shown.value !== value || shown.format !== format) {
    setShown({ value, format });
    setText(format(value));
  }
  const commit = () => onCommit(parse(text));
  return (
    <div className="grid gap-1">
      <label htmlFor={`${id}-text`} className="text-sm font-medium">
        {label}
      </label>
      <div className="flex items-center rounded-tenant border border-black/30 bg-white px-3 focus-within:outline focus-within:outline-2">
        {prefix && (
          <span aria-hidden="true" className="text-muted">
            {prefix}
          </span>
        )}
        <input
          id={`${id}-text`}
          inputMode="decimal"
          value={text}
          onChange={(event) => setText(event.target.value)}
          onBlur={commit}
          onKeyDown={(event) => event.key === 'Enter' && commit()}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          className="min-w-0 flex-1 py-2 outline-none"
        />
        {suffix && (
          <span aria-hidden="true" className="text-muted">
            {suffix}
          </span>
        )}
      </div>
      <input
        type="range"
        aria-label={`${label} slider`}
        min={min}
        max={max}
        step={step}
        value={Math.min(max, Math.max(min, value))}
        onChange={(event) => onCommit(Number(event.target.value))}
        className="h-6 accent-[var(--tenant-primary)]"
      />
      {error && (
        <p id={`${id}-error`} role="alert" className="text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
