import { publicTenant } from 'virtual:public-tenant';
import type { LeadFormSetup } from '#src/domain/leads/form-setup.ts';
import type { FieldErrors } from '#src/domain/leads/validate.ts';
import GroupedNumberField from './fields/GroupedNumberField.tsx';
import PartsFields from './PartsFields.tsx';
import SelectField from './fields/SelectField.tsx';
import TextField from './fields/TextField.tsx';

type Props = { setup: LeadFormSetup; errors: FieldErrors };

/**
 * The content pages' forms' own questions: the car to service and the service it needs (/service), the part and
 * the vehicle it is for (the parts pages), the business behind a fleet enquiry (/fleet) and the CV (/careers).
 */
export default function BookingFields({ setup, errors }: Props) {
  const { show } = setup;
  const id = (name: string) => `${setup.id}-${name}`;
  const vehicle = (label: string) => (
    <>
      <TextField id={id('make')} name="Vehicle Make" label={`${label} make`} maxLength={100} error={errors['Vehicle Make']} />
      <TextField id={id('model')} name="Vehicle Model" label={`${label} model`} maxLength={100} error={errors['Vehicle Model']} />
      <TextField id={id('year')} name="year" label="Year" inputMode="numeric" pattern="[0-9]{4}" maxLength={4} title="A 4-digit year" error={errors.year} />
    </>
  );
  return (
    <>
      {show.serviceCar && (
        <>
          <TextField id={id('rego')} name="rego" label="Registration" required maxLength={20} autoComplete="off" error={errors.rego} />
          {vehicle('Vehicle')}
          <GroupedNumberField id={id('kms')} name="kms" label="Kilometres" suffix=" kms" defaultValue={null} error={errors.kms} />
          <SelectField
            id={id('service-type')}
            name="service_type"
            label="Service type"
            required
            options={publicTenant.bookings.serviceTypes.map((type) => ({ value: type, label: type }))}
            defaultValue={publicTenant.bookings.serviceTypes[0]}
            error={errors.service_type}
          />
        </>
      )}
      {show.parts && <PartsFields setup={setup} errors={errors} vehicle={vehicle} />}
      {show.fleet && (
        <>
          <TextField
            id={id('company')}
            name="company"
            label="Company or organisation"
            required
            maxLength={200}
            autoComplete="organization"
            error={errors.company}
          />
          <GroupedNumberField id={id('fleet-size')} name="fleet_size" label="Vehicles in your fleet" defaultValue={null} error={errors.fleet_size} />
        </>
      )}
      {show.cv && (
        <div className="lead-wide">
          <label>
            Your CV (PDF or Word, at most 5 MB)<span aria-hidden="true"> *</span>
            <input
              className="lead-file"
              type="file"
              name="cv"
              required
              accept=".pdf,.doc,.docx,application/pdf,application/msword,application/vnd.openxmlformats-officedocument.wordprocessingml.document"
              aria-invalid={errors.cv ? true : undefined}
              aria-describedby={errors.cv ? `${id('cv')}-error` : undefined}
            />
          </label>
          {errors.cv && (
            <p id={`${id('cv')}-error`} className="lead-error">
              {errors.cv}
            </p>
          )}
        </div>
      )}
    </>
  );
}
