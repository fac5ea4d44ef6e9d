import { useEffect, useState } from 'react';
import { carIdSchema } from '#src/domain/leads/fields.ts';
import type { FieldErrors } from '#src/domain/leads/validate.ts';
import { chooseForBooking } from '#src/stores/booking.ts';
import { errorProps } from './fields/Field.tsx';

type Props = { formId: string; models: { label: string; make: string }[]; errors: FieldErrors };
type Car = { id: string; title: string; path: string; dealershipSlug: string | null; available: boolean };
type Linked = { status: 'none' } | { status: 'loading' } | { status: 'found'; car: Car } | { status: 'gone' };

/**
 * The test drive page's car: a model in stock, or the car the page's link names (`?car_id=`, from a search card's
 * Book a Test Drive), looked up with GET /api/finance/car. The chosen make tells the slot picker which yards sell it.
 */
export default function ModelChoice({ formId, models, errors }: Props) {
  const [model, setModel] = useState('');
  const [linked, setLinked] = useState<Linked>({ status: 'none' });
  useEffect(() => {
    const carId = carIdSchema.safeParse(new URLSearchParams(location.search).get('car_id') ?? undefined);
    if (!carId.success) return;
    setLinked({ status: 'loading' });
    fetch(`/api/finance/car?car_id=${encodeURIComponent(carId.data)}`, { cache: 'no-store' })
      .then(async (response) => {
        if (!response.ok) throw new Error(`car lookup answered ${response.status}`);
        const { car } = (await response.json()) as { car: Car };
        if (!car.available) return setLinked({ status: 'gone' });
        setLinked({ status: 'found', car });
        chooseForBooking(formId, { make: car.title.split(' ')[1] ?? null, dealershipSlug: car.dealershipSlug });
      })
      .catch((error: unknown) => {
        console.warn('linked car not found', error);
        setLinked({ status: 'gone' });
      });
  }, [formId]);

  if (linked.status === 'found') {
    return (
      <div className="lead-wide">
        <p className="font-medium">The car you will drive</p>
        <p><a className="underline" href={linked.car.path}>{linked.car.title}</a></p>
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
      <label>Model<span aria-hidden="true"> *</span>
        <select name="model" required value={model} onChange={(event) => choose(event.target.value)} {...errorProps(`${formId}-model`, errors.model)}>
          <option value="">{linked.status === 'loading' ? 'Finding the car\u2026' : 'Select a model'}</option>
          {models.map((entry) => <option key={entry.label}>{entry.label}</option>)}
        </select>
      </label>
      {linked.status === 'gone' && <p className="text-sm">That car is no longer available. Please choose a model to drive.</p>}
      {errors.model && <p id={`${formId}-model-error`} className="lead-error">{errors.model}</p>}
    </div>
  );
}
