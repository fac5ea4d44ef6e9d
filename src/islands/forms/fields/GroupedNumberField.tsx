import { useState, type ReactNode } from 'react';
import { groupThousands } from '#src/domain/leads/form-rules.ts';
import Field, { errorProps } from './Field.tsx';

type Props = {
  id: string;
  name: string;
  label: string;
  defaultValue: number | null;
  error?: string | undefined;
  /** Shown before the number ('$') or after it (' kms'). */
  prefix?: string;
  suffix?: string;
  children?: (set: (value: number) => void) => ReactNode;
};

/**
 * A whole-number box that groups thousands as the shopper types ('25,000'): the money input with its $ prefix
 * and the kms input with its ' kms' suffix (spec 2 section 5). The API reads the grouped text as a number.
 */
export default function GroupedNumberField({ id, name, label, defaultValue, error, prefix, suffix, children }: Props) {
  const [text, setText] = useState(defaultValue === null ? '' : groupThousands(String(defaultValue)));
  return (
    <Field id={id} controlId={id} label={label} error={error} after={children?.((value) => setText(groupThousands(String(value))))}>
      <span className="lead-affix">
        {prefix && <span aria-hidden="true">{prefix}</span>}
        <input
          id={id}
          name={name}
          inputMode="numeric"
          autoComplete="off"
          value={text}
          onChange={(event) => setText(groupThousands(event.target.value))}
          {...errorProps(id, error)}
        />
        {suffix && <span aria-hidden="true">{suffix}</span>}
      </span>
    </Field>
  );
}
