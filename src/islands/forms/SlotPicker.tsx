import { useStore } from '@nanostores/react';
import { useEffect, useMemo, useState } from 'react';
import { publicTenant } from 'virtual:public-tenant';
import { BOOKING_DATE_FIELD } from '#src/domain/bookings/booking-fields.ts';
import { appointmentsUrl, bookingValue, slotLocations } from '#src/domain/bookings/slot-options.ts';
import type { LeadFormSetup } from '#src/domain/leads/form-setup.ts';
import type { FieldErrors } from '#src/domain/leads/validate.ts';
import { $bookingChoices, bookingChoice } from '#src/stores/booking.ts';
import { useHydrated } from '../use-hydrated.ts';
import Field, { errorProps } from './fields/Field.tsx';
import SelectField from './fields/SelectField.tsx';

type Props = { setup: LeadFormSetup & { show: { slots: NonNullable<LeadFormSetup['show']['slots']> } }; errors: FieldErrors };
type Slot = { start: string; time: string; label: string; remaining: number };
type Fetch = { status: 'idle' } | { status: 'loading' } | { status: 'error' } | { status: 'done'; slots: Slot[]; first: string; last: string };

const localToday = () => new Date(Date.now() - new Date().getTimezoneOffset() * 60_000).toISOString().slice(0, 10);

/**
 * A location, a date and one of its free times (spec 1 section 7: the appointment fetch behind the test-drive date
 * field). Posts the kind's date field ('Test Drive Booking Date', 'Service Booking Date') as `YYYY-MM-DDTHH:MM` on
 * the location's clock, and the location's slug. Before hydration (and without JavaScript) it is a date-time box
 * the server checks against the same slots; once live, it asks GET /api/appointments for the day's free times.
 */
export default function SlotPicker({ setup, errors }: Props) {
  const { kind, locationRequired, required } = setup.show.slots;
  const field = BOOKING_DATE_FIELD[kind];
  const id = (name: string) => `${setup.id}-${name}`;
  const hydrated = useHydrated();
  const choice = bookingChoice(useStore($bookingChoices), setup.id);
  const locations = useMemo(
    () => slotLocations(publicTenant, kind, { make: choice.make, dealershipSlug: choice.dealershipSlug }),
    [kind, choice.make, choice.dealershipSlug],
  );
  // The vehicle page's dialog books at the car's own yard (its hidden location_id, read once in the browser) and shows
  // no select then: a vehicle page holds the dialog's markup, so it stays small. The dialog's id is the form's.
  const [carYard] = useState(() => {
    const carLocation =
      typeof document === 'undefined'
        ? null
        : document.getElementById(setup.id)?.querySelector<HTMLInputElement>('input[type=hidden][name=location_id]')?.value;
    return locations.find((entry) => String(entry.id) === carLocation) ?? null;
  });
  const choosing = locationRequired || !carYard;
  const [picked, setPicked] = useState(carYard?.slug ?? '');
  // The picked location while the list still offers it, else the only one there is.
  const location = locations.some((entry) => entry.slug === picked) ? picked : locations.length === 1 ? locations[0]!.slug : '';
  const chosen = locations.find((entry) => entry.slug === location) ?? null;
  const chosenId = chosen?.id ?? null;
  const [date, setDate] = useState('');
  const [attempt, setAttempt] = useState(0);
  // A day's slots, for the request they answer: a new location, date or retry makes the earlier answer stale.
  const request = hydrated && chosenId !== null && date ? `${chosenId}|${date}|${attempt}` : null;
  const [answer, setAnswer] = useState<{ request: string; fetched: Fetch } | null>(null);
  const fetched: Fetch = !request ? { status: 'idle' } : answer?.request === request ? answer.fetched : { status: 'loading' };
  const [chosenTime, setChosenTime] = useState<{ request: string | null; time: string }>({ request: null, time: '' });
  const time = chosenTime.request === request ? chosenTime.time : '';

  useEffect(() => {
    if (!request || chosenId === null) return;
    const controller = new AbortController();
    fetch(appointmentsUrl(kind, chosenId, date), { signal: controller.signal, cache: 'no-store' })
      .then(async (response) => {
        if (!response.ok) throw new Error(`appointments answered ${response.status}`);
        const body = (await response.json()) as { slots: Slot[]; first_date: string; last_date: string };
        setAnswer({ request, fetched: { status: 'done', slots: body.slots, first: body.first_date, last: body.last_date } });
      })
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        console.warn('free times not loaded', error);
        setAnswer({ request, fetched: { status: 'error' } });
      });
    return () => controller.abort();
  }, [request, chosenId, kind, date]);

  const locationSelect = (
    <SelectField
      id={id('location')}
      name="location"
      label="Location"
      required={locationRequired}
      options={locations.map((entry) => ({ value: entry.slug, label: entry.name }))}
      placeholder={locations.length === 1 ? undefined : locationRequired ? 'Select a location' : "The car's location"}
      defaultValue={location}
      error={errors.location}
    />
  );
  if (!hydrated) {
    return (
      <div className="lead-wide lead-slots">
        {locationRequired && locations.length > 0 && locationSelect}
        <Field id={id('when')} label={field} required={required} error={errors[field]}>
          <input
            type="datetime-local"
            name={field}
            required={required}
            step={publicTenant.bookings[kind].slotMinutes * 60}
            {...errorProps(id('when'), errors[field])}
          />
        </Field>
      </div>
    );
  }
  const slots = fetched.status === 'done' ? fetched.slots : [];
  const status = !chosen
    ? 'Choose a location to see its free times.'
    : !date
      ? 'Choose a date to see the free times.'
      : fetched.status === 'loading'
        ? 'Finding free times\u2026'
        : fetched.status === 'done' && slots.length === 0
          ? 'No free times on this day. Please choose another day.'
          : fetched.status === 'done'
            ? `${slots.length} free time${slots.length === 1 ? '' : 's'} on this day.`
            : '';
  return (
    <div className="lead-wide lead-slots">
      {!choosing && <p className="sm:col-span-3">At {carYard!.name}, where the car is.</p>}
      {choosing && locations.length > 0 && (
        <div>
          <label>
            Location{locationRequired && <span aria-hidden="true"> *</span>}
            <select
              name="location"
              required={locationRequired}
              value={location}
              onChange={(event) => setPicked(event.target.value)}
              {...errorProps(id('location'), errors.location)}
            >
              {locations.length !== 1 && <option value="">{locationRequired ? 'Select a location' : "The car's location"}</option>}
              {locations.map((entry) => (
                <option key={entry.slug} value={entry.slug}>
                  {entry.name}
                </option>
              ))}
            </select>
          </label>
          {errors.location && (
            <p id={`${id('location')}-error`} className="lead-error">
              {errors.location}
            </p>
          )}
        </div>
      )}
      <div>
        <label>
          {field}
          {required && <span aria-hidden="true"> *</span>}
          <input
            type="date"
            value={date}
            min={fetched.status === 'done' ? fetched.first : localToday()}
            {...(fetched.status === 'done' ? { max: fetched.last } : {})}
            onChange={(event) => setDate(event.target.value)}
            {...errorProps(id('when'), errors[field])}
          />
        </label>
      </div>
      <div>
        <label>
          Time{required && <span aria-hidden="true"> *</span>}
          <select
            value={time}
            onChange={(event) => setChosenTime({ request, time: event.target.value })}
            disabled={slots.length === 0}
            {...errorProps(id('when'), errors[field])}
          >
            <option value="">{slots.length ? 'Choose a time' : '-'}</option>
            {slots.map((slot) => (
              <option key={slot.start} value={slot.time}>
                {slot.label}
              </option>
            ))}
          </select>
        </label>
      </div>
      <p className="lead-slot-status" role="status">
        {status}
        {fetched.status === 'error' && (
          <>
            We could not load the free times.{' '}
            <button type="button" className="underline" onClick={() => setAttempt((n) => n + 1)}>
              Try again
            </button>
          </>
        )}
      </p>
      {errors[field] && (
        <p id={`${id('when')}-error`} className="lead-error">
          {errors[field]}
        </p>
      )}
      <input type="hidden" name={field} value={bookingValue(date, time)} />
    </div>
  );
}
