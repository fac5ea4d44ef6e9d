import { describe, expect, it } from 'vitest';
import { DEFAULT_TENANT } from '#tenants/_defaults.ts';
import { resolveTenantConfig } from '../tenant/resolve-tenant-config.ts';
import type { TenantConfig } from '../tenant/schema/index.ts';
import { usedMazdaInStock } from './fixtures.test-support.ts';
import { sidebarButtons } from './sidebar-buttons.ts';

const location = {
  id: 501,
  name: 'Bayside Mazda Brisbane',
  slug: 'bayside-mazda-brisbane',
  primary: true,
  location_type: 'sales',
  dealership_id: 5,
  dealership_slug: 'bayside-mazda',
  phone: '07 5550 1234',
  address: { street: '1 Main St', city: 'Brisbane', state: 'QLD', postcode: '4000', lat: -27.47, long: 153.02 },
};
function dealerWithPlugins(plugins: Record<string, boolean>): TenantConfig {
  const result = resolveTenantConfig(
    DEFAULT_TENANT,
    {
      slug: 'bayside',
      name: 'Bayside',
      url: 'https://www.bayside.example',
      dealerships: [{ id: 5, slug: 'bayside-mazda', name: 'Bayside Mazda' }],
      locations: [location],
      feed: { source: 'feed.json', format: 'json' },
      plugins,
      buttons: { vehicleSidebar: ['enquire', 'carHistoryReport', 'carAnalysis'] },
    },
    'x',
  );
  if (!result.ok) throw new Error(result.errors.join('\n'));
  return result.config;
}
const context = { phone: null, financeHref: '/finance', depositLabel: null };
const withReport = usedMazdaInStock({ historyReportUrl: '/media/history-report.pdf' });

describe('side panel: Vehicle History Report', () => {
  it("opens the car's report in a new tab when the dealer has the PPSR Report plugin", () => {
    const buttons = sidebarButtons(withReport, dealerWithPlugins({ ppsrReport: true }), context);
    expect(buttons.find((button) => button.id === 'carHistoryReport')).toEqual({
      id: 'carHistoryReport',
      label: 'Vehicle History Report',
      href: '/media/history-report.pdf',
      primary: false,
      external: true,
    });
  });

  it('is not shown without the plugin, even for a car with a report file, nor for a car without one', () => {
    expect(sidebarButtons(withReport, dealerWithPlugins({ ppsrReport: false }), context).map((button) => button.id)).toEqual(['enquire']);
    expect(sidebarButtons(usedMazdaInStock(), dealerWithPlugins({ ppsrReport: true }), context).map((button) => button.id)).toEqual(['enquire']);
  });
});

describe('side panel: Car Analysis Report', () => {
  const analysed = usedMazdaInStock({ carAnalysisUrl: 'https://reports.example/analysis/ABC123.pdf' });

  it("opens the car's analysis report in a new tab when the dealer has the Car Analysis plugin", () => {
    const buttons = sidebarButtons(analysed, dealerWithPlugins({ carAnalysis: true }), context);
    expect(buttons.find((button) => button.id === 'carAnalysis')).toEqual({
      id: 'carAnalysis',
      label: 'Car Analysis Report',
      href: 'https://reports.example/analysis/ABC123.pdf',
      primary: false,
      external: true,
    });
  });

  it('is not shown without the plugin (the PPSR plugin alone does not show it), nor for a car without a report', () => {
    expect(sidebarButtons(analysed, dealerWithPlugins({ ppsrReport: true }), context).map((button) => button.id)).toEqual(['enquire']);
    expect(sidebarButtons(usedMazdaInStock(), dealerWithPlugins({ carAnalysis: true }), context).map((button) => button.id)).toEqual(['enquire']);
  });
});

describe('side panel: a car for test drives', () => {
  const withFinance = (): TenantConfig => ({
    ...dealerWithPlugins({}),
    finance: { ...dealerWithPlugins({}).finance, provider: 'Taurus', youxQuotes: true },
    buttons: { ...dealerWithPlugins({}).buttons, vehicleSidebar: ['finance', 'financeYouX', 'enquire', 'testDrive'] },
  });
  it("says quote only for a lender's quote: the embedded provider's figures are an estimate", () => {
    const lender = withFinance();
    const config: TenantConfig = {
      ...lender,
      finance: { ...lender.finance, youx: { ...lender.finance.youx, provider: 'youx', endpoint: 'https://api.youx.example/q' } },
    };
    const labels = (tenant: TenantConfig) => sidebarButtons(usedMazdaInStock({}), tenant, context).map((button) => button.label);
    expect(labels(config)).toContain('Get a Personalised Quote');
    expect(labels(withFinance())).toContain('Get a Personalised Estimate');
    expect(labels(withFinance()).filter((label) => /quote/i.test(label))).toEqual([]);
  });
  it("puts Book a Test Drive in finance's place for a car tagged 'Test Drive Only' (spec 2 section 4)", () => {
    const ids = (car: ReturnType<typeof usedMazdaInStock>) => sidebarButtons(car, withFinance(), context).map((button) => `${button.id}:${button.label}`);
    expect(ids(usedMazdaInStock({ tag: 'Test Drive Only' }))).toEqual(['testDrive:Book a Test Drive', 'enquire:Enquire Now']);
    expect(ids(usedMazdaInStock({ tag: 'runout sale' }))).toEqual([
      'finance:Get Finance',
      'financeYouX:Get a Personalised Estimate',
      'enquire:Enquire Now',
      'testDrive:Book a Test Drive',
    ]);
  });
});

describe("side panel: chat and Click to Deal open the dealer's providers, or are not shown", () => {
  const chatButtons = ['enquire', 'openAutobot', 'chatWithUs', 'CTD', 'testDrive'] as const;
  const liveChat = { provider: 'livechat', license: 12345678 } as const;
  const dealTool = { provider: 'custom', script: 'https://widgets.dealtool.example/loader.js', open: 'DealTool.open' } as const;
  function dealer(settings: { chat?: unknown; deal?: unknown; checkout?: boolean; vehicleSidebar?: readonly string[] }): TenantConfig {
    const result = resolveTenantConfig(
      DEFAULT_TENANT,
      {
        slug: 'bayside',
        name: 'Bayside',
        url: 'https://www.bayside.example',
        dealerships: [{ id: 5, slug: 'bayside-mazda', name: 'Bayside Mazda' }],
        locations: [location],
        feed: { source: 'feed.json', format: 'json' },
        features: { instantMessage: true, checkout: { enabled: settings.checkout ?? false } },
        buttons: { vehicleSidebar: settings.vehicleSidebar ?? chatButtons },
        chat: settings.chat ?? null,
        deal: settings.deal ?? null,
      },
      'x',
    );
    if (!result.ok) throw new Error(result.errors.join('\n'));
    return result.config;
  }
  const buttons = (tenant: TenantConfig) => sidebarButtons(usedMazdaInStock({ dealershipName: 'Bayside Mazda' }), tenant, context);
  const labels = (tenant: TenantConfig) => buttons(tenant).map((button) => button.label);

  it('shows none of them without a provider, though the set lists them and the chat assistant is on; Enquire keeps its place', () => {
    expect(labels(dealer({}))).toEqual(['Enquire Now', 'Book a Test Drive']);
    expect(labels(dealer({ checkout: true }))).toEqual(['Enquire Now', 'Book a Test Drive']);
  });

  it('shows the chat buttons with a chat provider, each opening its chat, and no link to the enquiry form', () => {
    const shown = buttons(dealer({ chat: liveChat }));
    expect(shown.map((button) => button.label)).toEqual(['Enquire Now', 'Instant Message', 'Chat With Us', 'Book a Test Drive']);
    for (const button of shown.filter((b) => b.id === 'openAutobot' || b.id === 'chatWithUs')) {
      expect(button).toMatchObject({ primary: false, widget: { kind: 'chat', provider: 'livechat', open: { call: 'LiveChatWidget.call' } } });
      expect(button).not.toHaveProperty('href');
    }
  });

  it("puts Instant Message in Enquire's place where checkout is enabled, only with a chat provider", () => {
    const set = ['enquire', 'testDrive'];
    expect(labels(dealer({ chat: liveChat, checkout: true, vehicleSidebar: set }))).toEqual(['Instant Message', 'Book a Test Drive']);
    expect(buttons(dealer({ chat: liveChat, checkout: true, vehicleSidebar: set }))[0]).toMatchObject({
      id: 'openAutobot',
      primary: true,
      widget: { kind: 'chat' },
    });
    expect(labels(dealer({ checkout: true, vehicleSidebar: set }))).toEqual(['Enquire Now', 'Book a Test Drive']);
  });

  it('shows Click to Deal with a deal provider only, opening the deal tool for this car', () => {
    expect(labels(dealer({ chat: liveChat }))).not.toContain('Click to Deal');
    const deal = buttons(dealer({ deal: dealTool })).find((button) => button.id === 'CTD');
    expect(deal).toMatchObject({
      label: 'Click to Deal',
      primary: false,
      widget: {
        kind: 'deal',
        scriptUrl: 'https://widgets.dealtool.example/loader.js',
        open: { call: 'DealTool.open', args: [{ dealer: 'Bayside Mazda', car: { id: '101', title: '2019 Mazda CX-5 Maxx Sport', stockNumber: 'T101' } }] },
      },
    });
    expect(labels(dealer({ deal: dealTool }))).toEqual(['Enquire Now', 'Click to Deal', 'Book a Test Drive']);
  });

  it('shows none of them for a car that is not available', () => {
    const sold = usedMazdaInStock({ status: 'sold' });
    expect(sidebarButtons(sold, dealer({ chat: liveChat, deal: dealTool }), context)).toEqual([]);
  });
});
