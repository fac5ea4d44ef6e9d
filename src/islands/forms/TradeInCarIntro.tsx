import { CAR_TEXT } from '#src/domain/trade-in/steps.ts';

type Props = { plateLookup: boolean; askCar: boolean };

/**
 * What step 1 asks for: with a plate lookup, the rego and state (or the car); without one, the make, model and year;
 * after a plate that was not found, the car, said as a status without blame.
 */
export default function TradeInCarIntro({ plateLookup, askCar }: Props) {
  if (askCar)
    return (
      <p className="lead-wide" role="status">
        {CAR_TEXT.askForCar}
      </p>
    );
  return (
    <p className="lead-wide text-sm text-muted">
      {plateLookup
        ? 'Tell us the rego and state and we will look the car up, or tell us the make, model and year. An instant estimate also needs the kilometres.'
        : 'Tell us the make, model and year, and the kilometres: an instant estimate needs them. The rego helps our valuer.'}
    </p>
  );
}
