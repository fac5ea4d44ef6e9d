import { z } from 'zod';

// The chat and deal providers a dealer already uses (issue 35): the vehicle page's chat buttons (Instant Message,
// Chat With Us, openAutobot) open the dealer's live chat, Click to Deal its digital-retailing tool. Each provider is
// an adapter in src/domain/vehicle/provider-widgets.ts: the script to load on the first click, the origins the
// page's Content-Security-Policy must allow, and the call that opens it. Without a provider those buttons are not shown.

/** An https or wss origin a provider's widget talks to, frames or shows images from; `*.` allows any subdomain. */
const cspOriginSchema = z
  .string()
  .regex(
    /^(https|wss):\/\/(\*\.)?[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)+(:\d{1,5})?$/,
    'expected an https:// or wss:// origin such as "https://api.chat.example" (a leading *. for any subdomain), no path',
  );

/** A path on the dealer's own site: `/brand/...` serves a file from the tenant's assets folder. */
const SITE_PATH = /^(?!.*\/\.\.(\/|$))\/(?![/\\])[A-Za-z0-9._~\-/]+$/;

function isHttpsUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' && url.username === '' && url.password === '';
  } catch {
    return false;
  }
}

/** A global function, or a method of a global object, by its dotted name: `Intercom`, `BaysideDeal.open`. */
const globalCallSchema = z
  .string()
  .regex(/^[A-Za-z_$][\w$]*(\.[A-Za-z_$][\w$]*){0,3}$/, 'expected a global function name such as "DealerChat.open"')
  .refine((name) => !name.split('.').some((part) => ['__proto__', 'prototype', 'constructor'].includes(part)), 'not a name a script can define');

/**
 * A provider the platform has no adapter for, described by the dealer's own installation notes: its script (an
 * https address, or a path on the site for a script the dealer serves itself), the global function the script
 * defines to open it (called with `{ dealer, car: { id, title, stockNumber, vin } }`), and the other origins it needs
 * beside the script's own. Dealers' deal tools (Click to Deal, digital retailing) use this one.
 * @example { provider: 'custom', script: 'https://widgets.dealtool.example/loader.js', open: 'DealTool.open', origins: { connect: ['https://api.dealtool.example'], frame: ['https://app.dealtool.example'] } }
 */
export const customProviderSchema = z.strictObject({
  provider: z.literal('custom'),
  script: z
    .string()
    .refine((value) => SITE_PATH.test(value) || isHttpsUrl(value), 'expected an https:// address or a path on the site such as "/brand/chat.js"'),
  open: globalCallSchema,
  origins: z
    .strictObject({
      connect: z.array(cspOriginSchema).max(20).default([]),
      frame: z.array(cspOriginSchema).max(20).default([]),
      img: z.array(cspOriginSchema).max(20).default([]),
    })
    .default({ connect: [], frame: [], img: [] }),
});

/**
 * The dealer's live chat: LiveChat (the license number from its tracking code), Intercom (the workspace's app id; its
 * region for workspaces hosted in the EU or Australia), or a custom provider.
 * @example chat: { provider: 'livechat', license: 12345678 }
 * @example chat: { provider: 'intercom', appId: 'abc12345' }
 */
export const chatProviderSchema = z.discriminatedUnion('provider', [
  z.strictObject({ provider: z.literal('livechat'), license: z.number().int().positive() }),
  z.strictObject({
    provider: z.literal('intercom'),
    appId: z.string().regex(/^[a-z0-9]{4,16}$/i, 'expected the Intercom app id (workspace id) such as "abc12345"'),
    region: z.enum(['us', 'eu', 'au']).default('us'),
  }),
  customProviderSchema,
]);
export type ChatProvider = z.infer<typeof chatProviderSchema>;

/**
 * The dealer's deal tool behind Click to Deal: a custom provider (deal tools are the dealer's own vendors').
 * @example deal: { provider: 'custom', script: 'https://widgets.dealtool.example/loader.js', open: 'DealTool.open' }
 */
export const dealProviderSchema = customProviderSchema;
export type DealProvider = z.infer<typeof dealProviderSchema>;
