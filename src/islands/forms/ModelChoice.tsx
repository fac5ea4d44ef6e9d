import { useEffect, useMemo, useState } from 'react';
import { FINANCE_CAR_PATH, readFinanceCar, type FinanceCar } from '#src/domain/finance/finance-car-view.ts';
import { validCarId } from '#src/domain/finance/finance-page.ts';
import type { FieldErrors } from '#src/domain/leads/validate.ts';
import { chooseForBooking } from '#src/stores/booking.ts';
import { useHydrated } from '../use-hydrated.ts';
import { errorProps } from './fields/Field.tsx';

type Props = { formId: string; models: { label: string; make: string }[]; errors: FieldErrors };
type Linked = { status: 'none' } | { status: 'loading' } | { status: 'found'; car: FinanceCar } | { status: 'gone' };

/**
 * The test drive page's car: a model in stock, or the car the page's link names (`?car_id=`, from a search card's
 * Book a Test Drive), looked up with GET /api/finance/car. The chosen make tells the slot picker which yards sell it.
 */
export default function ModelChoice({ formId, models, errors }: Props) {
  const [model, setModel] = useState('');
  // The car the page's link names, read in the browser once hydrated (the server renders the model choice).
  const hydrated = useHydrated();
  const carId = useMemo(() => (hydrated ? validCarId(new URLSearchParams(location.search).get('car_id')) : null), [hydrated]);
  const [found, setFound] = useState<{ carId: string; car: FinanceCar | null } | null>(null);
  const linked: Linked = !carId
    ? { status: 'none' }
    : !found || found.carId !== carId
      ? { status: 'loading' }
      : found.car
        ? { status: 'found', car: found.car }
        : { status: 'gone' };
  useEffect(() => {
    if (!carId) return;
    fetch(`${FINANCE_CAR_PATH}?car_id=${encodeURIComponent(carId)}`, { cache: 'no-store' })
      .then(async (response) => {
        const car = response.ok ? readFinanceCar(await response.json()) : null;
        setFound({ carId, car: car?.available ? car : null });
        if (car?.available) chooseForBooking(formId, { make: null, dealershipSlug: car.dealershipSlug });
      })
      .catch((error: unknown) => {
        console.warn('linked car not found', error);
        setFound({ carId, car: null });
      });
  }, [carId, formId]);

  if (linked.status === 'found') {
    return (
      <div className="lead-wide">
        <p className="font-medium">The car you will drive</p>
        <p>
          <a className="underline" href={linked.car.path}>
            {linked.car.title}
          </a>
        </p>
        <input type="hidden" name="car_id" value={linked.car.id} />
      </div>
    );
  }
  const choose = (value: string) => {
    setModel(value);
    chooseForBooking(formId, { make: models.find((entry) => entry.label === value)?.make ?? null, dealershipSlug: null });
  };
  return (
    <div className="lead-wide">
      <label>
        Model<span aria-hidden="true"> *</span>
        <select name="model" required value={model} onChange={(event) => choose(event.target.value)} {...errorProps(`${formId}-model`, errors.model)}>
          <option value="">{linked.status === 'loading' ? 'Finding the car\u2026' : 'Select a model'}</option>
          {models.map((entry) => (
            <option key={entry.label}>{entry.label}</option>
          ))}
        </select>
      </label>
      {linked.status === 'gone' && <p className="text-sm">That car is no longer available. Please choose a model to drive.</p>}
      {errors.model && (
        <p id={`${formId}-model-error`} className="lead-error">
          {errors.model}
        </p>
      )}
    </div>
  );
}
