// Every text a lead form or the leads API shows. The first group is quoted from the spec word for
// word (including its spelling); the second is ours, for rules the spec leaves open.

/** Spec texts (spec 2 sections 4, 5 and 8). */
export const SPEC_TEXT = {
  /** Heading of the error list. */
  fixErrors: 'Please fix the following errors:',
  postcodeFormat: 'Invalid postcode. Please enter a 4-digit number.',
  /** A 4-digit postcode that does not exist in Australia (the spec's failed geocode). */
  postcodeUnknown: 'Invalid postcode',
  /** The tenant that requires the terms checkbox. */
  termsRequired: '*You must agree to the terms of use before submitting.',
  /** Variants that show the terms line with a privacy policy link. */
  termsRequiredForm: '* You must agree to the terms of use before submitting the form.',
  /** Form submit failure alert. */
  submitFailed: 'An error occurred when submitting this form',
  /** Lead submit failure without an error from the server. Spelling as in the spec. */
  unexpected: 'An unexpected error occured',
} as const;

/** Our texts for rules the spec does not word. */
export const LEAD_TEXT = {
  nameRequired: 'Please enter your first name.',
  nameInvalid: 'Please enter your name using letters only.',
  lastNameInvalid: 'Please enter your last name using letters only.',
  emailRequired: 'Please enter your email address.',
  emailInvalid: 'Please enter a valid email address.',
  phoneRequired: 'Please enter your phone number.',
  phoneInvalid: 'Please enter a valid Australian phone number, e.g. 0412 345 678 or 03 9876 5432.',
  postcodeRequired: 'Please enter your postcode.',
  messageRequired: 'Please enter your comments.',
  markupNotAllowed: 'Please remove the HTML tags from this field.',
  tooLong: 'This is too long.',
  invalidValue: 'This value is not valid.',
  dealershipRequired: 'Select a Preferred Dealership',
  dealershipUnknown: 'Please choose one of our dealerships.',
  locationRequired: 'Please choose a location.',
  categoryRequired: 'Please choose what your enquiry is about.',
  locationUnknown: 'Please choose one of our locations.',
  carUnknown: 'This car is not in our stock.',
  dateInvalid: 'Please choose a valid date and time.',
  regoStateInvalid: 'Please choose an Australian state or territory.',
  leadIdRequired: 'This step needs the lead_id returned by the first step.',
  tradeInCarRequired: "Please enter your car's rego, or its make, model and year.",
  noOfferToAccept: 'There is no online offer to accept for this car. A valuer will contact you.',
} as const;

/** Placeholder of the dealership select (spec 2 section 5). */
export const DEALERSHIP_PLACEHOLDER = 'Select a Preferred Dealership';

/** Label of the opt-in checkbox (spec 2 section 5). */
export const OPT_IN_LABEL = 'Yes, I would like to subscribe to receive latest offers & product updates.';

/** Default value of the request-photos form's hidden field (spec 1 section 5). */
export const REQUEST_PHOTOS_TEXT = 'Please send photos for this car';

/** The terms checkbox's label for each rule (spec 2 section 5); 'required-with-policy' adds a privacy policy link. */
export const TERMS_LABEL = 'I agree to the terms of use.';

/** Quick picks of the money input (spec 2 section 5), whole dollars: the usual range and the one high-value variant. */
export const MONEY_QUICK_PICKS = {
  standard: [5_000, 10_000, 15_000, 20_000, 30_000, 40_000, 50_000, 70_000],
  high: [300_000, 400_000, 500_000, 600_000, 700_000, 800_000],
} as const;

/** Preferred contact methods (spec 2 section 9), the first is the default. */
export const CONTACT_METHODS = ['Phone', 'Email', 'SMS'] as const;

/** The default state of a form's state select (spec 2 section 9: 'qld'). */
export const DEFAULT_FORM_STATE = 'QLD';

export const AUSTRALIAN_STATES = ['ACT', 'NSW', 'NT', 'QLD', 'SA', 'TAS', 'VIC', 'WA'] as const;

/** The buy-online journey's texts. */
export const ORDER_TEXT = {
  tradeInRequired: 'Please tell us whether you have a car to trade in.',
  valuationRequired: 'Please value your trade-in first, or choose No.',
  paymentRequired: 'Please choose how you will pay.',
  deliveryRequired: 'Please choose pickup or delivery.',
  streetRequired: 'Please enter the street address to deliver to.',
  suburbRequired: 'Please enter the suburb to deliver to.',
  depositRequired: 'Please reserve the car with the deposit first.',
  noDelivery: "Sorry, we can't deliver to that postcode. Please choose pickup or call us.",
} as const;
