import { AUSTRALIAN_STATES, DEFAULT_FORM_STATE } from '#src/domain/leads/messages.ts';
import type { FieldErrors } from '#src/domain/leads/validate.ts';
import GroupedNumberField from './fields/GroupedNumberField.tsx';
import SelectField from './fields/SelectField.tsx';
import TextField from './fields/TextField.tsx';

/** `requireCar`: the make, model and year are required (the trade-in valuation without a plate lookup, or whose plate was not found). */
type Props = { prefix: string; errors: FieldErrors; full: boolean; requireCar?: boolean };

const STATES = AUSTRALIAN_STATES.map((state) => ({ value: state, label: state }));

/** The shopper's own car: kms, rego and its state (default QLD), plus make, model and year for a valuation. */
export default function TradeInCarFields({ prefix, errors, full, requireCar = false }: Props) {
  const id = (name: string) => `${prefix}-${name}`;
  return (
    <>
      {full && (
        <>
          <TextField id={id('trade-make')} name="Vehicle Make" label="Make of your car" maxLength={100} required={requireCar} error={errors['Vehicle Make']} />
          <TextField
            id={id('trade-model')}
            name="Vehicle Model"
            label="Model of your car"
            maxLength={100}
            required={requireCar}
            error={errors['Vehicle Model']}
          />
          <TextField
            id={id('trade-year')}
            name="year"
            label="Year"
            inputMode="numeric"
            pattern="[0-9]{4}"
            maxLength={4}
            required={requireCar}
            error={errors.year}
          />
        </>
      )}
      <GroupedNumberField id={id('kms')} name="kms" label="Kilometres" suffix=" kms" defaultValue={null} error={errors.kms} />
      <TextField id={id('rego')} name="rego" label="Trade-in rego" maxLength={20} autoComplete="off" error={errors.rego} />
      <SelectField id={id('regoState')} name="regoState" label="Rego state" options={STATES} defaultValue={DEFAULT_FORM_STATE} error={errors.regoState} />
    </>
  );
}
