import { youxWording } from '../finance/youx-wording.ts';
import { testDriveReplacesFinance } from '../bookings/test-drive-rule.ts';
import { paymentOptionsLink } from '../checkout/payment-options.ts';
import { personalisedFinanceLink } from '../finance/finance-link.ts';
import type { TenantConfig } from '../tenant/schema/index.ts';
import type { VehicleButton } from '../tenant/schema/features.ts';
import { isAvailable } from './availability.ts';
import { checkoutEnabled, reserveShown } from './checkout.ts';
import { chatAvailable, INSTANT_MESSAGE_LABEL, instantMessageReplacesEnquire } from './instant-message.ts';
import type { Vehicle } from './vehicle.ts';

export type SidebarButton = { id: VehicleButton; label: string; href: string; primary: boolean; external?: boolean };

/**
 * The deposit shown on reserve buttons: the car's payment-processor amount, else the tenant's default ($200);
 * a $0 or missing amount is left out of the label (spec 2 section 9).
 * @example reserveDepositCents({ reserveDepositCents: null }, 20000) // 20000
 */
export function reserveDepositCents(vehicle: Pick<Vehicle, 'reserveDepositCents'>, defaultCents: number): number | null {
  const cents = vehicle.reserveDepositCents ?? defaultCents;
  return cents > 0 ? cents : null;
}

export { checkoutEnabled };

/** Trade-in eligibility: the dealer takes trade-ins online and the car can still be bought. */
export function tradeInEligible(vehicle: Pick<Vehicle, 'status'>, tenant: Pick<TenantConfig, 'features'>): boolean {
  return tenant.features.tradeInOnline && isAvailable(vehicle);
}

/**
 * The side panel's buttons: the tenant's button set, in its order, each kept only when its condition holds
 * (spec 2 section 5 "Button conditions"). Cars that are not available get none (they show Find Me Something Similar).
 * Where the chat assistant is available for the car's dealership and checkout is enabled, Instant Message takes
 * Enquire's place (once: a set that also lists openAutobot keeps that one); chat buttons need the chat assistant.
 */
export function sidebarButtons(
  vehicle: Vehicle,
  tenant: TenantConfig,
  context: { phone: string | null; financeHref: string; depositLabel: string | null },
): SidebarButton[] {
  if (!isAvailable(vehicle)) return [];
  const checkout = checkoutEnabled(vehicle, tenant);
  const chat = chatAvailable(vehicle, tenant);
  const enquire: SidebarButton = { id: 'enquire', label: tenant.texts.submitButton, href: '#enquire', primary: true };
  const instantMessage: SidebarButton = { id: 'openAutobot', label: INSTANT_MESSAGE_LABEL, href: '#enquire', primary: true };
  const enquireSlot = !instantMessageReplacesEnquire(vehicle, tenant) ? enquire : tenant.buttons.vehicleSidebar.includes('openAutobot') ? null : instantMessage;
  const testDrive: SidebarButton = { id: 'testDrive', label: 'Book a Test Drive', href: '#test-drive', primary: false };
  // A car tagged for test drives (spec 2 section 4, e.g. 'Test Drive Only'): Book a Test Drive takes finance's place.
  const driveFirst = testDriveReplacesFinance(vehicle, tenant.bookings.testDrive.replacesFinanceTags) && tenant.buttons.vehicleSidebar.includes('finance');
  const candidates: Record<VehicleButton, SidebarButton | null> = {
    enquire: enquireSlot,
    testDrive: driveFirst ? null : testDrive,
    // Tenants with finance.enquiryModal open the 'Finance Enquiry' dialog instead of going to the finance page.
    finance: driveFirst
      ? testDrive
      : tenant.finance.provider
        ? { id: 'finance', label: tenant.texts.financeCard, href: tenant.finance.enquiryModal ? '#finance-enquiry' : context.financeHref, primary: false }
        : null,
    financeYouX: driveFirst
      ? null
      : tenant.finance.youxQuotes
        ? { id: 'financeYouX', label: youxWording(tenant.finance.youx.provider).personalisedLink, href: personalisedFinanceLink(vehicle.id), primary: false }
        : null,
    // Opens the vehicle page's Trade-In Valuation dialog (src/domain/vehicle/lead-forms.ts).
    tradeIn: tradeInEligible(vehicle, tenant) ? { id: 'tradeIn', label: 'Trade-In Valuation', href: '#trade-in', primary: false } : null,
    reserve: reserveShown(vehicle, tenant)
      ? {
          id: 'reserve',
          label: `Reserve This Car${context.depositLabel ? ` ${context.depositLabel}` : ''}`,
          href: `/cars/${vehicle.slug}/${tenant.features.checkout.path}`,
          primary: true,
        }
      : null,
    onlinePurchase: checkout ? { id: 'onlinePurchase', label: 'Buy Online', href: `/checkout-journey?car_id=${vehicle.slug}`, primary: false } : null,
    callUsNow: context.phone ? { id: 'callUsNow', label: 'Call Us Now', href: `tel:${context.phone.replace(/[^+\d]/g, '')}`, primary: false } : null,
    whatsapp: tenant.buttons.whatsappNumber
      ? { id: 'whatsapp', label: 'WhatsApp Us', href: `https://wa.me/${tenant.buttons.whatsappNumber.replace(/\D/g, '')}`, primary: false, external: true }
      : null,
    customButton: tenant.buttons.customButton
      ? { id: 'customButton', label: tenant.buttons.customButton.label, href: tenant.buttons.customButton.href, primary: false }
      : null,
    // The PPSR report download is the dealer's plugin (spec 2 section 6): a car's report file alone does not show it.
    carHistoryReport:
      tenant.plugins.ppsrReport && vehicle.historyReportUrl
        ? { id: 'carHistoryReport', label: 'Vehicle History Report', href: vehicle.historyReportUrl, primary: false, external: true }
        : null,
    // The Car Analysis plugin, likewise (spec 2 section 6): the dealer's analysis report for this car.
    carAnalysis:
      tenant.plugins.carAnalysis && vehicle.carAnalysisUrl
        ? { id: 'carAnalysis', label: 'Car Analysis Report', href: vehicle.carAnalysisUrl, primary: false, external: true }
        : null,
    location: vehicle.locationId != null ? { id: 'location', label: 'Vehicle Location', href: '#vehicle-map', primary: false } : null,
    chatWithUs: chat ? { id: 'chatWithUs', label: 'Chat With Us', href: '#enquire', primary: false } : null,
    openAutobot: chat ? { ...instantMessage, primary: false } : null,
    carForm: { id: 'carForm', label: 'Request Photos', href: '#request-photos', primary: false },
    // The Payment Options page lists the ways to pay for this car at this dealer (src/domain/checkout/payment-options.ts).
    paymentMethods: { id: 'paymentMethods', label: 'Payment Options', href: paymentOptionsLink(vehicle.slug), primary: false },
    CTD: { id: 'CTD', label: 'Click to Deal', href: '#enquire', primary: false },
  };
  return tenant.buttons.vehicleSidebar.flatMap((id) => (candidates[id] ? [candidates[id]] : []));
}
