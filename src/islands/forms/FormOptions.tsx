import { formChoices } from '#src/domain/leads/form-choices.ts';
import type { LeadFormSetup } from '#src/domain/leads/form-setup.ts';
import { DEALERSHIP_PLACEHOLDER } from '#src/domain/leads/messages.ts';
import type { FieldErrors } from '#src/domain/leads/validate.ts';
import type { PublicTenant } from '#src/domain/tenant/public-tenant.ts';
import BookingFields from './BookingFields.tsx';
import CheckboxGroup from './fields/CheckboxGroup.tsx';
import MoneyField from './fields/MoneyField.tsx';
import SelectField from './fields/SelectField.tsx';
import TextAreaField from './fields/TextAreaField.tsx';
import TextField from './fields/TextField.tsx';
import ConsentFields from './ConsentFields.tsx';
import LeadQuestions from './LeadQuestions.tsx';
import ModelChoice from './ModelChoice.tsx';
import SlotPicker from './SlotPicker.tsx';
import TradeInCarFields from './TradeInCarFields.tsx';

type Props = { setup: LeadFormSetup; tenant: PublicTenant; errors: FieldErrors; models?: { label: string; make: string }[] | undefined };

/** Everything after the contact fields that a setup switches on, then comments, opt-in and terms. */
export default function FormOptions({ setup, tenant, errors, models }: Props) {
  const { show } = setup;
  const id = (name: string) => `${setup.id}-${name}`;
  const { dealerships, locations: allLocations, partsLocations } = formChoices(tenant);
  const locations = setup.locationPurpose === 'parts' ? partsLocations : allLocations;
  return (
    <>
      {show.categories && (
        <SelectField
          id={id('category')}
          name="category"
          label="Enquiry type"
          required
          options={show.categories.map((c) => ({ value: c, label: c }))}
          defaultValue={setup.category ?? show.categories[0]}
          error={errors.category}
        />
      )}
      {show.dealership && (
        <SelectField
          id={id('dealership')}
          name="dealership_slug"
          label="Dealership"
          required
          placeholder={DEALERSHIP_PLACEHOLDER}
          options={dealerships}
          {...(setup.dealership ? { defaultValue: setup.dealership } : {})}
          error={errors.dealership_slug}
        />
      )}
      {show.location && locations.shown && (
        <SelectField
          id={id('location')}
          name="location"
          label="Location"
          required
          options={locations.options}
          defaultValue={setup.location ?? locations.selected}
          {...((setup.location ?? locations.selected) ? {} : { placeholder: 'Select a location' })}
          error={errors.location}
        />
      )}
      {show.model && <ModelChoice formId={setup.id} models={models ?? []} errors={errors} />}
      <BookingFields setup={setup} errors={errors} />
      {show.slots && <SlotPicker setup={{ ...setup, show: { ...show, slots: show.slots } }} errors={errors} />}
      {show.budget && (
        <MoneyField
          id={id('budget')}
          name={show.budget.name}
          label={show.budget.label}
          defaultValue={setup.amount}
          quickPicks={show.budget.quickPicks}
          error={errors[show.budget.name]}
        />
      )}
      {show.tradeInCar && <TradeInCarFields prefix={setup.id} errors={errors} full />}
      {show.leadFormFields && <LeadQuestions prefix={setup.id} errors={errors} askFinance={setup.kind !== 'finance'} />}
      {show.rego && <TextField id={id('Rego')} name="Rego" label="Your car's rego (optional)" maxLength={20} autoComplete="off" error={errors.Rego} />}
      {show.additionalServices && (
        <CheckboxGroup
          id={id('additional_services')}
          name="additional_services"
          legend="Additional services (optional)"
          choices={show.additionalServices}
          error={errors.additional_services}
        />
      )}
      <TextAreaField
        id={id('message')}
        name="message"
        label={setup.message.label}
        defaultValue={setup.message.value}
        required={setup.message.required}
        error={errors.message}
      />
      <ConsentFields prefix={setup.id} terms={tenant.leadForm.terms} errors={errors} />
    </>
  );
}
