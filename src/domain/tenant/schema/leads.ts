import { z } from 'zod';
import { slugSchema } from './common.ts';

/** A plain e-mail address for lead recipients. */
const addressSchema = z.email({ error: 'expected an e-mail address such as "sales@dealer.com.au"' });

/** `leads@dealer.com.au` or `Dealer Website <leads@dealer.com.au>`. */
const fromSchema = z.string().regex(/^(?:[^<>\r\n]*<[^\s@<>]+@[^\s@<>]+>|[^\s@<>]+@[^\s@<>]+)$/, 'expected "name <address>" or an address');

/**
 * Where a tenant's leads are delivered and how its lead forms validate. Channels only name recipients:
 * SMTP server and credentials come from `SMTP_URL`, webhook signing secrets from
 * `LEAD_WEBHOOK_SECRET_<SLUG_IN_UPPER_SNAKE_CASE>`, never from this file.
 * @example leads: { email: { to: ['sales@acme.com.au'] }, adf: { to: ['acme@crm.example'] }, webhook: { url: 'https://crm.example/leads' } }
 */
export const leadsConfigSchema = z.strictObject({
  /** A readable e-mail (HTML and text, Reply-To the shopper) to the sales team. null: no e-mail. */
  email: z
    .strictObject({
      to: z.array(addressSchema).min(1),
      /** Sender; defaults to `LEAD_MAIL_FROM`, else `"<tenant name> website <leads@localhost>"`. */
      from: fromSchema.optional(),
    })
    .nullable(),
  /** ADF/XML e-mail to a CRM's import address. null: none. */
  adf: z
    .strictObject({
      to: z.array(addressSchema).min(1),
      /** 'body': the XML is the message text (what most CRMs parse); 'attachment': lead.xml attached. */
      format: z.enum(['body', 'attachment']).default('body'),
    })
    .nullable(),
  /** JSON POST of each lead, signed HMAC-SHA256 (headers X-Lead-Timestamp, X-Lead-Signature). null: none. */
  webhook: z.strictObject({ url: z.url({ protocol: /^https?$/ }) }).nullable(),
  /** Recipients per dealership of a group; a matching lead goes to these instead of the channel's `to`. */
  routing: z.array(
    z.strictObject({
      dealershipSlug: slugSchema,
      emailTo: z.array(addressSchema).min(1).optional(),
      adfTo: z.array(addressSchema).min(1).optional(),
    }),
  ),
  form: z.strictObject({
    /** Comments required on enquiry, contact and careers forms (spec 2 section 5: yes, except one variant). */
    messageRequired: z.boolean(),
    phoneRequired: z.boolean(),
    /** The tenant lead form's required 4-digit postcode (spec 2 section 5). */
    postcodeRequired: z.boolean(),
    /** Terms checkbox: 'required' shows '*You must agree...', 'required-with-policy' the '... the form.' text. */
    terms: z.enum(['optional', 'required', 'required-with-policy']),
    /**
     * The tenant lead form's extra questions (spec 2 section 3 "Lead form fields"): PreferredContactMethod
     * (Phone, Email, SMS; default Phone), finance Yes/No and trade-in Yes/No with the trade-in car's kms, regoState
     * (default QLD) and rego, and the car's location_id as a hidden field.
     */
    leadFormFields: z.boolean(),
    /**
     * Extra services a shopper may tick on the enquiry forms (the vehicle page's Enquire form and the contact form),
     * sent as `additional_services` (spec 2 section 3 "Enquiry form submission"). The dealer's own offer: none by
     * default, and then no such question.
     * @example ['Finance', 'Trade-in appraisal', 'Extended warranty']
     */
    additionalServices: z
      .array(z.string().trim().min(1).max(100))
      .max(20)
      .refine((services) => new Set(services).size === services.length, 'each service once'),
  }),
  /** Accept trade-in valuation results at `POST /api/miscellaneous` (spec 2 section 7: certain sites only). */
  valuations: z.boolean(),
  /**
   * A multi-step form left unfinished is still delivered this many minutes after its last step, so a lead
   * is never lost because the shopper closed the tab. 0 delivers every step at once.
   */
  incompleteDeliveryDelayMinutes: z.number().int().min(0).max(1440),
});
export type LeadsConfig = z.infer<typeof leadsConfigSchema>;
