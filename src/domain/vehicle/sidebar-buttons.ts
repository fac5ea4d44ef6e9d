import type { TenantConfig } from '../tenant/schema/index.ts';
import type { VehicleButton } from '../tenant/schema/features.ts';
import { isAvailable } from './availability.ts';
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

/** Reserve and online purchase need checkout enabled for the car: tenant checkout on, car in stock, not reserved. */
export function checkoutEnabled(vehicle: Pick<Vehicle, 'status' | 'reserved' | 'priceCents'>, tenant: Pick<TenantConfig, 'features'>): boolean {
  return tenant.features.checkout.enabled && vehicle.status === 'in_stock' && !vehicle.reserved && vehicle.priceCents > 1000;
}

/** Trade-in eligibility: the dealer takes trade-ins online and the car can still be bought. */
export function tradeInEligible(vehicle: Pick<Vehicle, 'status'>, tenant: Pick<TenantConfig, 'features'>): boolean {
  return tenant.features.tradeInOnline && isAvailable(vehicle);
}

/**
 * The side panel's buttons: the tenant's button set, in its order, each kept only when its condition holds
 * (spec 2 section 5 "Button conditions"). Cars that are not available get none (they show Find Me Something Similar).
 */
export function sidebarButtons(vehicle: Vehicle, tenant: TenantConfig, context: { phone: string | null; financeHref: string; depositLabel: string | null }): SidebarButton[] {
  if (!isAvailable(vehicle)) return [];
  const checkout = checkoutEnabled(vehicle, tenant);
  const candidates: Record<VehicleButton, SidebarButton | null> = {
    enquire: { id: 'enquire', label: tenant.texts.submitButton, href: '#enquire', primary: true },
    testDrive: { id: 'testDrive', label: 'Book a Test Drive', href: '#test-drive', primary: false },
    finance: tenant.finance.provider ? { id: 'finance', label: tenant.texts.financeCard, href: context.financeHref, primary: false } : null,
    financeYouX: tenant.finance.youxQuotes ? { id: 'financeYouX', label: 'Get a Personalised Quote', href: `/personalised/finance?car_id=${vehicle.id}`, primary: false } : null,
    tradeIn: tradeInEligible(vehicle, tenant) ? { id: 'tradeIn', label: 'Trade-In Valuation', href: `/cars/trade-in?car_id=${vehicle.id}`, primary: false } : null,
    reserve: checkout ? { id: 'reserve', label: `Reserve This Car${context.depositLabel ? ` ${context.depositLabel}` : ''}`, href: `/cars/${vehicle.slug}/${tenant.features.checkout.path}`, primary: true } : null,
    onlinePurchase: checkout ? { id: 'onlinePurchase', label: 'Buy Online', href: `/checkout-journey?car_id=${vehicle.slug}`, primary: false } : null,
    callUsNow: context.phone ? { id: 'callUsNow', label: 'Call Us Now', href: `tel:${context.phone.replace(/[^+\d]/g, '')}`, primary: false } : null,
    whatsapp: tenant.buttons.whatsappNumber ? { id: 'whatsapp', label: 'WhatsApp Us', href: `https://wa.me/${tenant.buttons.whatsappNumber.replace(/\D/g, '')}`, primary: false, external: true } : null,
    customButton: tenant.buttons.customButton ? { id: 'customButton', label: tenant.buttons.customButton.label, href: tenant.buttons.customButton.href, primary: false } : null,
    carHistoryReport: vehicle.historyReportUrl ? { id: 'carHistoryReport', label: 'Vehicle History Report', href: vehicle.historyReportUrl, primary: false, external: true } : null,
    location: vehicle.locationId != null ? { id: 'location', label: 'Vehicle Location', href: '#vehicle-map', primary: false } : null,
    chatWithUs: tenant.features.instantMessage ? { id: 'chatWithUs', label: 'Chat With Us', href: '#enquire', primary: false } : null,
    openAutobot: tenant.features.instantMessage ? { id: 'openAutobot', label: 'Instant Message', href: '#enquire', primary: false } : null,
    carForm: { id: 'carForm', label: 'Request Photos', href: '#request-photos', primary: false },
    paymentMethods: checkout ? { id: 'paymentMethods', label: 'Payment Options', href: `/cars/${vehicle.slug}/${tenant.features.checkout.path}`, primary: false } : null,
    CTD: { id: 'CTD', label: 'Click to Deal', href: '#enquire', primary: false },
  };
  return tenant.buttons.vehicleSidebar.flatMap((id) => (candidates[id] ? [candidates[id]] : []));
}
