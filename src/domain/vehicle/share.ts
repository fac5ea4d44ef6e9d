// The vehicle page's social share row (spec 2 sections 2, 4 and 9): Facebook, Twitter (a tenant can hide it),
// WhatsApp, e-mail, SMS and copy link. Facebook, Twitter and WhatsApp open in a 550 x 400 window.

export const SHARE_WINDOW = { width: 550, height: 400 } as const;
/** How long the copy button reads 'Copied'. */
export const COPIED_NOTE_MS = 1500;
/** How long the 'Copied ... to your clipboard!' toast stays. */
export const COPY_TOAST_MS = 3000;

export type ShareChannel = 'facebook' | 'twitter' | 'whatsapp' | 'email' | 'sms';
export type ShareLink = { channel: ShareChannel; label: string; href: string; popup: boolean };

/**
 * The share links for a page, in the spec's order.
 * @example shareLinks('https://dealer.com.au/cars/x', '2020 Mazda CX-5', { hideTwitter: true }).map((link) => link.channel)
 * // ['facebook', 'whatsapp', 'email', 'sms']
 */
export function shareLinks(url: string, carName: string, options: { hideTwitter: boolean }): ShareLink[] {
  const u = encodeURIComponent(url);
  const text = encodeURIComponent(`Check out this ${carName}`);
  const links: ShareLink[] = [
    { channel: 'facebook', label: 'Facebook', href: `https://www.facebook.com/sharer/sharer.php?u=${u}`, popup: true },
    { channel: 'twitter', label: 'Twitter', href: `https://twitter.com/intent/tweet?url=${u}&text=${text}`, popup: true },
    { channel: 'whatsapp', label: 'WhatsApp', href: `https://wa.me/?text=${text}%20${u}`, popup: true },
    { channel: 'email', label: 'E-mail', href: `mailto:?subject=${encodeURIComponent(carName)}&body=${text}%20${u}`, popup: false },
    { channel: 'sms', label: 'SMS', href: `sms:?&body=${text}%20${u}`, popup: false },
  ];
  return options.hideTwitter ? links.filter((link) => link.channel !== 'twitter') : links;
}

/**
 * `window.open` features for a share window, centred on the shopper's screen.
 * @example shareWindowFeatures({ width: 1280, height: 800 }) // 'popup,width=550,height=400,left=365,top=200'
 */
export function shareWindowFeatures(screen: { width: number; height: number }): string {
  const left = Math.max(0, Math.round((screen.width - SHARE_WINDOW.width) / 2));
  const top = Math.max(0, Math.round((screen.height - SHARE_WINDOW.height) / 2));
  return `popup,width=${SHARE_WINDOW.width},height=${SHARE_WINDOW.height},left=${left},top=${top}`;
}

/** @example copyToastText('2020 Mazda CX-5') // 'Copied 2020 Mazda CX-5 to your clipboard!' */
export function copyToastText(carName: string): string {
  return `Copied ${carName} to your clipboard!`;
}

/** Analytics event of the Print button and the PDF download (spec 2 section 7). */
export const PRINT_EVENT = 61;

/** The PDF download link's text, and what it reads while the file downloads (spec 2 section 4). */
export const PDF_LABELS = { idle: 'Download PDF', preparing: 'Preparing PDF…' } as const;

/**
 * Where `/print?car_id={slug}` sends the shopper: the car's own page in print mode (it prints itself with the
 * print stylesheet), or null for a missing or malformed slug.
 * @example printTarget('2020-mazda-cx-5-t7') // '/cars/2020-mazda-cx-5-t7?print=1'
 * @example printTarget('../admin') // null
 */
export function printTarget(carId: string | null): string | null {
  return carId && /^[a-z0-9][a-z0-9-]{0,150}$/.test(carId) ? `/cars/${carId}?print=1` : null;
}
