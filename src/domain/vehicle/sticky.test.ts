import { describe, expect, it } from 'vitest';
import { stickyBarButtons, stickyState } from './sticky.ts';

const liveChat = { provider: 'livechat', license: 12345678 };

describe('sticky header and bar', () => {
  it.each([
    [0, false, false],
    [499, false, false],
    [500, true, false],
    [900, true, false],
    [901, true, true],
  ])('at %s px: header %s, bar opened %s', (scrollY, headerVisible, barOpened) => {
    expect(stickyState(scrollY)).toEqual({ headerVisible, barOpened });
  });

  const tenant = (checkout: boolean, instantMessage: boolean, excluded: string[] = [], reserveHidden: string[] = [], chat: unknown = liveChat) =>
    ({
      name: 'Bayside Auto Group',
      chat,
      features: {
        checkout: { enabled: checkout, path: 'checkout', defaultDepositCents: 20_000, holdHours: 48, reserveHiddenDealershipSlugs: reserveHidden },
        instantMessage,
        instantMessageExcludedDealershipSlugs: excluded,
      },
      texts: { submitButton: 'Enquire Now' },
    }) as Parameters<typeof stickyBarButtons>[1];
  const inStock = {
    id: '7',
    name: '2024 Kia Sportage S',
    stockNumber: 'K7',
    vin: null,
    status: 'in_stock',
    reserved: false,
    priceCents: 3_000_000,
    dealershipSlug: 'bayside-kia',
    dealershipName: 'Bayside Kia',
  } as const;
  const links = { phoneHref: 'tel:+61255504180', reserveHref: '/cars/x/checkout' };

  it.each([
    ['checkout off', tenant(false, false), inStock, ['Enquire Now', 'Call Now']],
    ['checkout on', tenant(true, false), inStock, ['Reserve Car Now', 'Enquire Now', 'Call Now']],
    ['chat assistant with checkout', tenant(true, true), inStock, ['Reserve Car Now', 'Instant Message', 'Call Now']],
    ['chat assistant with checkout but no chat provider', tenant(true, true, [], [], null), inStock, ['Reserve Car Now', 'Enquire Now', 'Call Now']],
    ['chat assistant without checkout', tenant(false, true), inStock, ['Enquire Now', 'Call Now']],
    ['reserved car', tenant(true, true), { ...inStock, reserved: true }, ['Enquire Now', 'Call Now']],
    ['chat assistant, dealership excluded', tenant(true, true, ['bayside-kia']), inStock, ['Reserve Car Now', 'Enquire Now', 'Call Now']],
    ['chat assistant, another dealership excluded', tenant(true, true, ['bayside-ford']), inStock, ['Reserve Car Now', 'Instant Message', 'Call Now']],
    [
      'reserve hidden for the dealership (instant message still follows checkout)',
      tenant(true, true, [], ['bayside-kia']),
      inStock,
      ['Instant Message', 'Call Now'],
    ],
    ['reserve hidden for another dealership', tenant(true, false, [], ['bayside-ford']), inStock, ['Reserve Car Now', 'Enquire Now', 'Call Now']],
  ])('%s', (_name, config, vehicle, labels) => {
    expect(stickyBarButtons(vehicle, config, links).map((button) => button.label)).toEqual(labels);
  });

  it("Instant Message opens the dealer's chat, Enquire Now the Quick Enquiry dialog", () => {
    const [, chat] = stickyBarButtons(inStock, tenant(true, true), links);
    expect(chat).toMatchObject({
      id: 'instantMessage',
      widget: { kind: 'chat', provider: 'livechat', open: { call: 'LiveChatWidget.call', args: ['maximize'] } },
    });
    expect(chat).not.toHaveProperty('href');
    expect(stickyBarButtons(inStock, tenant(false, false), links)[0]).toEqual({ id: 'enquire', label: 'Enquire Now', href: '#quick-enquiry' });
  });

  it('leaves Call Now out without a number', () => {
    expect(stickyBarButtons(inStock, tenant(false, false), { phoneHref: null, reserveHref: null }).map((button) => button.id)).toEqual(['enquire']);
  });
});
