import { describe, expect, it } from 'vitest';
import { chatProviderSchema, dealProviderSchema } from '../tenant/schema/providers.ts';
import { providerOrigins, providerWidget, WIDGET_UNAVAILABLE_MESSAGES, type WidgetContext } from './provider-widgets.ts';

const context: WidgetContext = {
  dealer: 'Bayside Mazda',
  car: { id: '101', title: '2019 Mazda CX-5 Maxx Sport', stockNumber: 'T101', vin: 'JM0KF4W7A00000101' },
};
const chat = (input: unknown) => chatProviderSchema.parse(input);

describe('chat and deal provider adapters', () => {
  it("LiveChat: its tracking script, its license in window.__lc, its queue, and maximize to open (LiveChat's tracking code)", () => {
    const widget = providerWidget('chat', chat({ provider: 'livechat', license: 12345678 }), context);
    expect(widget).toMatchObject({
      kind: 'chat',
      provider: 'livechat',
      scriptUrl: 'https://cdn.livechatinc.com/tracking.js',
      settings: { global: '__lc', value: { license: 12345678 } },
      queue: 'livechat',
      open: { call: 'LiveChatWidget.call', args: ['maximize'] },
      unavailableMessage: 'Chat is unavailable just now; send us an enquiry instead.',
    });
    expect(widget.origins.script).toEqual(['https://*.livechatinc.com']);
    expect(widget.origins.connect).toContain('wss://*.livechatinc.com');
    expect(widget.origins.frame).toEqual(['https://*.livechatinc.com']);
  });

  it("Intercom: the widget script for the app id, intercomSettings with the region's API, and show to open (Intercom's snippet)", () => {
    const widget = providerWidget('chat', chat({ provider: 'intercom', appId: 'abc12345' }), context);
    expect(widget).toMatchObject({
      provider: 'intercom',
      scriptUrl: 'https://widget.intercom.io/widget/abc12345',
      settings: { global: 'intercomSettings', value: { api_base: 'https://api-iam.intercom.io', app_id: 'abc12345' } },
      queue: 'intercom',
      open: { call: 'Intercom', args: ['show'] },
    });
    expect(widget.origins.script).toEqual(['https://app.intercom.io', 'https://widget.intercom.io', 'https://js.intercomcdn.com']);
    expect(widget.origins.connect).toEqual(expect.arrayContaining(['https://api-iam.intercom.io', 'wss://nexus-websocket-a.intercom.io']));
    expect(widget.origins.font).toContain('https://js.intercomcdn.com');
    const eu = providerWidget('chat', chat({ provider: 'intercom', appId: 'abc12345', region: 'eu' }), context);
    expect(eu.settings?.value.api_base).toBe('https://api-iam.eu.intercom.io');
  });

  it("custom: the dealer's script and function, called with the dealer and the car; the script's origin and the listed ones allowed", () => {
    const deal = dealProviderSchema.parse({
      provider: 'custom',
      script: 'https://widgets.dealtool.example/v2/loader.js',
      open: 'DealTool.open',
      origins: { connect: ['https://api.dealtool.example'], frame: ['https://app.dealtool.example'] },
    });
    const widget = providerWidget('deal', deal, context);
    expect(widget).toEqual({
      kind: 'deal',
      provider: 'custom',
      scriptUrl: 'https://widgets.dealtool.example/v2/loader.js',
      origins: {
        script: ['https://widgets.dealtool.example'],
        connect: ['https://api.dealtool.example'],
        frame: ['https://app.dealtool.example'],
        img: [],
        font: [],
        media: [],
      },
      settings: null,
      queue: null,
      open: { call: 'DealTool.open', args: [{ dealer: 'Bayside Mazda', car: context.car }] },
      unavailableMessage: WIDGET_UNAVAILABLE_MESSAGES.deal,
    });
  });

  it("custom with a script on the dealer's own site: no origin to add ('self' covers it)", () => {
    const own = chat({ provider: 'custom', script: '/brand/widgets/chat.js', open: 'DealerChat.open' });
    expect(providerOrigins(own)).toEqual({ script: [], connect: [], frame: [], img: [], font: [], media: [] });
    expect(providerWidget('chat', own, context).scriptUrl).toBe('/brand/widgets/chat.js');
  });
});

describe('the chat and deal settings', () => {
  const errors = (input: unknown) => {
    const result = chatProviderSchema.safeParse(input);
    return result.success ? [] : result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
  };

  it.each([
    ['an http script', { provider: 'custom', script: 'http://widgets.example/chat.js', open: 'Chat.open' }, 'script'],
    ['a protocol-relative script', { provider: 'custom', script: '//widgets.example/chat.js', open: 'Chat.open' }, 'script'],
    ['a javascript: script', { provider: 'custom', script: 'javascript:alert(1)', open: 'Chat.open' }, 'script'],
    ['a path out of the site', { provider: 'custom', script: '/brand/../../etc/chat.js', open: 'Chat.open' }, 'script'],
    ['an open call that is code', { provider: 'custom', script: '/brand/chat.js', open: 'alert(1)' }, 'open'],
    ['an open call through a prototype', { provider: 'custom', script: '/brand/chat.js', open: 'Chat.constructor' }, 'open'],
    [
      'an origin with a path',
      { provider: 'custom', script: '/brand/chat.js', open: 'Chat.open', origins: { connect: ['https://api.example/v1'] } },
      'origins.connect.0',
    ],
    ['an http origin', { provider: 'custom', script: '/brand/chat.js', open: 'Chat.open', origins: { frame: ['http://app.example'] } }, 'origins.frame.0'],
    ['a LiveChat license that is not a number', { provider: 'livechat', license: 'abc' }, 'license'],
    ['an unknown provider', { provider: 'zendesk', key: 'x' }, 'provider'],
  ])('refuses %s, naming the field', (_case, input, field) => {
    expect(errors(input).some((line) => line.startsWith(`${field}:`))).toBe(true);
  });

  it('defaults a custom provider to no further origins and Intercom to its US region', () => {
    expect(chat({ provider: 'custom', script: '/brand/chat.js', open: 'Chat.open' })).toMatchObject({ origins: { connect: [], frame: [], img: [] } });
    expect(chat({ provider: 'intercom', appId: 'abc12345' })).toMatchObject({ region: 'us' });
  });

  it('takes a deal tool only as a custom provider', () => {
    expect(dealProviderSchema.safeParse({ provider: 'livechat', license: 1 }).success).toBe(false);
  });
});
