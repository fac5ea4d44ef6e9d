import { FieldError } from './Field.tsx';

type Props = { id: string; name: string; legend: string; choices: readonly string[]; error?: string | undefined };

/** Checkboxes for a list the shopper may tick several of (the dealer's additional services), posted as `name[]`. */
export default function CheckboxGroup({ id, name, legend, choices, error }: Props) {
  return (
    <fieldset className="lead-wide" aria-describedby={error ? `${id}-error` : undefined}>
      <legend>{legend}</legend>
      <div className="lead-choices">
        {choices.map((choice) => (
          <label key={choice}>
            <input type="checkbox" name={`${name}[]`} value={choice} />
            {choice}
          </label>
        ))}
      </div>
      <FieldError id={id} error={error} />
    </fieldset>
  );
}
