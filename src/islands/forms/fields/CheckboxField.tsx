import type { ReactNode } from 'react';
import { errorProps, FieldError } from './Field.tsx';

type Props = { id: string; name: string; label: ReactNode; defaultChecked?: boolean; required?: boolean; error?: string | undefined };

/** A checkbox posting `true` when ticked (opt-in, terms). */
export default function CheckboxField({ id, name, label, defaultChecked, required, error }: Props) {
  return (
    <div className="lead-wide">
      <label className="lead-check">
        <input type="checkbox" name={name} value="true" defaultChecked={defaultChecked} required={required} {...errorProps(id, error)} />
        {typeof label === 'string' ? label : <span>{label}</span>}
      </label>
      <FieldError id={id} error={error} />
    </div>
  );
}
