import { youxWording } from '../finance/youx-wording.ts';
import { testDriveReplacesFinance } from '../bookings/test-drive-rule.ts';
import { paymentOptionsLink } from '../checkout/payment-options.ts';
import { personalisedFinanceLink } from '../finance/finance-link.ts';
import type { TenantConfig } from '../tenant/schema/index.ts';
import type { VehicleButton } from '../tenant/schema/features.ts';
import { isAvailable } from './availability.ts';
import { checkoutEnabled, reserveShown } from './checkout.ts';
import { chatWidget, INSTANT_MESSAGE_LABEL, instantMessageReplacesEnquire, widgetContext } from './instant-message.ts';
import { providerWidget, type ProviderWidget } from './provider-widgets.ts';
import type { Vehicle } from './vehicle.ts';

/**
 * A side-panel button: a link, or a button that opens the dealer's chat or deal provider (`widget`: its script is
 * loaded on the first click, src/client/provider-widgets.ts).
 */
export type SidebarButton = { id: VehicleButton; label: string; primary: boolean } & ({ href: string; external?: boolean } | { widget: ProviderWidget });

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
 * Enquire's place (once: a set that also lists openAutobot keeps that one); chat buttons need the chat assistant,
 * which needs the dealer's chat provider (`chat`), and Click to Deal its deal provider (`deal`): without one they
 * are not shown, and Enquire keeps its place.
 */
export function sidebarButtons(
  vehicle: Vehicle,
  tenant: TenantConfig,
  context: { phone: string | null; financeHref: string; depositLabel: string | null },
): SidebarButton[] {
  if (!isAvailable(vehicle)) return [];
  const checkout = checkoutEnabled(vehicle, tenant);
  const chat = chatWidget(vehicle, tenant);
  const enquire: SidebarButton = { id: 'enquire', label: tenant.texts.submitButton, href: '#enquire', primary: true };
  const instantMessage: SidebarButton | null = chat && { id: 'openAutobot', label: INSTANT_MESSAGE_LABEL, primary: true, widget: chat };
  const enquireSlot =
    instantMessage && instantMessageReplacesEnquire(vehicle, tenant)
      ? tenant.buttons.vehicleSidebar.includes('openAutobot')
        ? null
        : instantMessage
      : enquire;
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
    chatWithUs: chat ? { id: 'chatWithUs', label: 'Chat With Us', primary: false, widget: chat } : null,
    openAutobot: instantMessage ? { ...instantMessage, primary: false } : null,
    carForm: { id: 'carForm', label: 'Request Photos', href: '#request-photos', primary: false },
    // The Payment Options page lists the ways to pay for this car at this dealer (src/domain/checkout/payment-options.ts).
    paymentMethods: { id: 'paymentMethods', label: 'Payment Options', href: paymentOptionsLink(vehicle.slug), primary: false },
    // Click to Deal opens the dealer's deal tool (digital retailing) for this car.
    CTD: tenant.deal
      ? { id: 'CTD', label: 'Click to Deal', primary: false, widget: providerWidget('deal', tenant.deal, widgetContext(vehicle, tenant)) }
      : null,
  };
  return tenant.buttons.vehicleSidebar.flatMap((id) => (candidates[id] ? [candidates[id]] : []));
}
