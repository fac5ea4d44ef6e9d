// The chat and deal providers behind the vehicle page's chat buttons and Click to Deal (issue 35), each an adapter
// from the tenant's setting (src/domain/tenant/schema/providers.ts) to one shape of plain data: the script the
// browser loads on the first click, the origins the page's Content-Security-Policy allows for it, what the vendor's
// own snippet sets up before its script, and the call that opens it. src/client/provider-widgets.ts acts on it;
// nothing from a provider loads before the shopper asks for it.
import type { ChatProvider, DealProvider } from '../tenant/schema/providers.ts';

/** A JSON value: what the open call's arguments and a provider's settings may hold (they travel in the page's HTML). */
export type JsonValue = string | number | boolean | null | JsonValue[] | { [key: string]: JsonValue };

/** Origins by Content-Security-Policy directive, besides the site itself. */
export type ProviderOrigins = { script: string[]; connect: string[]; frame: string[]; img: string[]; font: string[]; media: string[] };

/** What a widget is for: the dealer's live chat, or its deal tool (Click to Deal). */
export type WidgetKind = 'chat' | 'deal';

/** How long the first click waits for the provider's script before sending the shopper to the enquiry form. */
export const WIDGET_LOAD_TIMEOUT_MS = 10_000;

/** What the page announces (a polite live region in the enquiry form) when the provider's script fails or times out. */
export const WIDGET_UNAVAILABLE_MESSAGES: Record<WidgetKind, string> = {
  chat: 'Chat is unavailable just now; send us an enquiry instead.',
  deal: 'Click to Deal is unavailable just now; send us an enquiry instead.',
};

/** One provider's widget, as the browser script needs it. */
export type ProviderWidget = {
  kind: WidgetKind;
  provider: ChatProvider['provider'];
  /** Loaded once, on the first click, as `<script src>`. */
  scriptUrl: string;
  /** What the page's policy must allow for the widget to work (src/domain/security/site-policy.ts). */
  origins: ProviderOrigins;
  /** A global the vendor's snippet sets before its script loads (its settings object), merged into any already there. */
  settings: { global: string; value: Record<string, JsonValue> } | null;
  /**
   * The stand-in the vendor's snippet puts up before its script, which keeps calls made before the script has started
   * and hands them over when it has: LiveChat's `LiveChatWidget` object, Intercom's `Intercom` function.
   */
  queue: 'livechat' | 'intercom' | null;
  /** The call that opens the widget once its script has loaded: a global function or method by dotted name. */
  open: { call: string; args: JsonValue[] };
  /** Announced when the script fails or times out (WIDGET_UNAVAILABLE_MESSAGES). */
  unavailableMessage: string;
};

/** What a custom provider's open function is told: the dealer and the car the shopper is looking at. */
export type WidgetContext = { dealer: string; car: { id: string; title: string; stockNumber: string | null; vin: string | null } };

const none = (): ProviderOrigins => ({ script: [], connect: [], frame: [], img: [], font: [], media: [] });

/**
 * LiveChat's tracking script and the hosts of its chat widget. Sources: the tracking code in LiveChat's Chat Widget JS
 * API documentation (platform.text.com/docs/extending-chat-widget/javascript-api: `window.__lc.license`, the
 * `LiveChatWidget` queue object, `https://cdn.livechatinc.com/tracking.js`, `LiveChatWidget.call('maximize')`) and
 * its help article "Use LiveChat with Content Security Policy" (script-src `*.livechatinc.com`). The connect, frame
 * and image hosts beyond `*.livechatinc.com` are written from memory of that article, not read again here: check
 * them against the article before a dealer goes live.
 */
export const LIVECHAT = {
  scriptUrl: 'https://cdn.livechatinc.com/tracking.js',
  origins: {
    script: ['https://*.livechatinc.com'],
    connect: ['https://*.livechatinc.com', 'wss://*.livechatinc.com'],
    frame: ['https://*.livechatinc.com'],
    img: ['https://*.livechatinc.com', 'https://*.livechat-files.com'],
    font: ['https://*.livechatinc.com'],
    media: ['https://*.livechatinc.com'],
  },
} as const;

/**
 * Intercom's Messenger. Sources: Intercom's web installation snippet (developers.intercom.com, "Installation",
 * Basic JavaScript: `window.intercomSettings = { api_base, app_id }`, the `Intercom` queue function,
 * `https://widget.intercom.io/widget/<app_id>`) and its help article "Using Intercom with Content Security Policy"
 * (source allowlisting: script-src, connect-src, child-src, font-src, media-src, img-src; Intercom also asks for
 * style-src 'unsafe-inline', which a page whose styles are hashed cannot give: see src/domain/vehicle/README.md).
 * `Intercom('show')` opens the Messenger.
 */
export const INTERCOM = {
  scriptUrl: (appId: string) => `https://widget.intercom.io/widget/${encodeURIComponent(appId)}`,
  apiBase: { us: 'https://api-iam.intercom.io', eu: 'https://api-iam.eu.intercom.io', au: 'https://api-iam.au.intercom.io' },
  origins: {
    script: ['https://app.intercom.io', 'https://widget.intercom.io', 'https://js.intercomcdn.com'],
    connect: [
      'https://via.intercom.io',
      'https://api.intercom.io',
      'https://api.au.intercom.io',
      'https://api.eu.intercom.io',
      'https://api-iam.intercom.io',
      'https://api-iam.eu.intercom.io',
      'https://api-iam.au.intercom.io',
      'https://api-ping.intercom.io',
      'https://*.intercom-messenger.com',
      'wss://*.intercom-messenger.com',
      'https://nexus-websocket-a.intercom.io',
      'wss://nexus-websocket-a.intercom.io',
      'https://nexus-websocket-b.intercom.io',
      'wss://nexus-websocket-b.intercom.io',
      'https://nexus-europe-websocket.intercom.io',
      'wss://nexus-europe-websocket.intercom.io',
      'https://nexus-australia-websocket.intercom.io',
      'wss://nexus-australia-websocket.intercom.io',
      'https://uploads.intercomcdn.com',
      'https://uploads.intercomcdn.eu',
      'https://uploads.au.intercomcdn.com',
      'https://uploads.eu.intercomcdn.com',
      'https://uploads.intercomusercontent.com',
    ],
    frame: [
      'https://intercom-sheets.com',
      'https://www.intercom-reporting.com',
      'https://www.youtube.com',
      'https://player.vimeo.com',
      'https://fast.wistia.net',
    ],
    img: [
      'https://js.intercomcdn.com',
      'https://static.intercomassets.com',
      'https://downloads.intercomcdn.com',
      'https://uploads.intercomusercontent.com',
      'https://gifs.intercomcdn.com',
      'https://video-messages.intercomcdn.com',
      'https://messenger-apps.intercom.io',
      'https://*.intercom-attachments-5.com',
      'https://*.intercom-attachments-6.com',
      'https://*.intercom-attachments-9.com',
    ],
    font: ['https://js.intercomcdn.com', 'https://fonts.intercomcdn.com'],
    media: ['https://js.intercomcdn.com'],
  },
} as const;

const copy = (origins: { readonly [K in keyof ProviderOrigins]: readonly string[] }): ProviderOrigins => ({
  script: [...origins.script],
  connect: [...origins.connect],
  frame: [...origins.frame],
  img: [...origins.img],
  font: [...origins.font],
  media: [...origins.media],
});

/**
 * What the page's policy must allow for a provider: the vendor's documented hosts, or a custom provider's script
 * origin (none for a script on the site itself, which 'self' covers) and the origins the tenant listed.
 * @example providerOrigins({ provider: 'custom', script: '/brand/chat.js', open: 'Chat.open', origins: { connect: [], frame: [], img: [] } }).script // []
 * @example providerOrigins({ provider: 'livechat', license: 12345678 }).script // ['https://*.livechatinc.com']
 */
export function providerOrigins(provider: ChatProvider | DealProvider): ProviderOrigins {
  switch (provider.provider) {
    case 'livechat':
      return copy(LIVECHAT.origins);
    case 'intercom':
      return copy(INTERCOM.origins);
    case 'custom':
      return {
        ...none(),
        script: provider.script.startsWith('/') ? [] : [new URL(provider.script).origin],
        connect: [...provider.origins.connect],
        frame: [...provider.origins.frame],
        img: [...provider.origins.img],
      };
  }
}

/**
 * The widget for a provider, opened for a car. LiveChat and Intercom open their own chat window; a custom provider's
 * open function gets the dealer and the car.
 * @example providerWidget('chat', { provider: 'livechat', license: 12345678 }, context).open // { call: 'LiveChatWidget.call', args: ['maximize'] }
 * @example providerWidget('chat', { provider: 'intercom', appId: 'abc12345', region: 'us' }, context).scriptUrl // 'https://widget.intercom.io/widget/abc12345'
 */
export function providerWidget(kind: WidgetKind, provider: ChatProvider | DealProvider, context: WidgetContext): ProviderWidget {
  const common = { kind, origins: providerOrigins(provider), unavailableMessage: WIDGET_UNAVAILABLE_MESSAGES[kind] };
  switch (provider.provider) {
    case 'livechat':
      return {
        ...common,
        provider: 'livechat',
        scriptUrl: LIVECHAT.scriptUrl,
        settings: { global: '__lc', value: { license: provider.license } },
        queue: 'livechat',
        open: { call: 'LiveChatWidget.call', args: ['maximize'] },
      };
    case 'intercom':
      return {
        ...common,
        provider: 'intercom',
        scriptUrl: INTERCOM.scriptUrl(provider.appId),
        settings: { global: 'intercomSettings', value: { api_base: INTERCOM.apiBase[provider.region], app_id: provider.appId } },
        queue: 'intercom',
        open: { call: 'Intercom', args: ['show'] },
      };
    case 'custom':
      return {
        ...common,
        provider: 'custom',
        scriptUrl: provider.script,
        settings: null,
        queue: null,
        open: { call: provider.open, args: [{ dealer: context.dealer, car: { ...context.car } }] },
      };
  }
}
