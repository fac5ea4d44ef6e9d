import { useStore } from '@nanostores/react';
import { useEffect, useRef, useState } from 'react';
import type { LeadFormSetup } from '#src/domain/leads/form-setup.ts';
import type { FieldErrors } from '#src/domain/leads/validate.ts';
import { $partEnquiry } from '#src/stores/parts.ts';
import { useHydrated } from '../use-hydrated.ts';
import TextField from './fields/TextField.tsx';

type Props = { setup: LeadFormSetup; errors: FieldErrors; vehicle: (label: string) => React.ReactNode };

/** The parts enquiry's part number and vehicle; a part chosen in the catalogue search fills in its number and the comments. */
export default function PartsFields({ setup, errors, vehicle }: Props) {
  const id = (name: string) => `${setup.id}-${name}`;
  // The part is read once the form is live: chosen in the catalogue before this form hydrated (it hydrates when it
  // scrolls into view, as the Enquire link scrolls it), it would differ from the server's HTML (a hydration error).
  const stored = useStore($partEnquiry);
  const chosen = useHydrated() ? stored : null;
  // What the shopper typed, for the part chosen when they typed it: choosing another part starts from its number.
  const [typed, setTyped] = useState<{ for: string | null; value: string }>({ for: null, value: '' });
  const chosenNumber = chosen?.partNumber ?? null;
  const partNumber = typed.for === chosenNumber ? typed.value : (chosenNumber ?? '');
  const rootRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    // The comments box is the form's own (uncontrolled) field: an empty one gets a line about the chosen part.
    if (!chosen) return;
    const message = rootRef.current?.closest('form')?.querySelector<HTMLTextAreaElement>('textarea[name=message]');
    if (message && !message.value.trim()) message.value = `Please let me know the price and availability of the ${chosen.name} (${chosen.partNumber}).`;
  }, [chosen]);
  return (
    <>
      <div ref={rootRef} className="lead-wide">
        <label>
          Part number (if you know it)
          <input
            name="part_number"
            maxLength={100}
            autoComplete="off"
            value={partNumber}
            onChange={(event) => setTyped({ for: chosenNumber, value: event.target.value })}
            aria-invalid={errors.part_number ? true : undefined}
            aria-describedby={errors.part_number ? `${id('part-number')}-error` : undefined}
          />
        </label>
        {chosen && <p className="text-sm">Enquiring about: {chosen.name}</p>}
        {errors.part_number && (
          <p id={`${id('part-number')}-error`} className="lead-error">
            {errors.part_number}
          </p>
        )}
      </div>
      {vehicle('Vehicle')}
      <TextField id={id('vin')} name="vin" label="VIN (helps us find the right part)" maxLength={32} autoComplete="off" error={errors.vin} />
    </>
  );
}
