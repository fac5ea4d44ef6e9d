import { describe, expect, it } from 'vitest';
import { copyToastText, printTarget, shareLinks, shareWindowFeatures } from './share.ts';

describe('share row', () => {
  it('lists Facebook, Twitter, WhatsApp, e-mail and SMS with the page address encoded', () => {
    const links = shareLinks('https://dealer.com.au/cars/a b', '2020 Mazda CX-5', { hideTwitter: false });
    expect(links.map((link) => link.label)).toEqual(['Facebook', 'Twitter', 'WhatsApp', 'E-mail', 'SMS']);
    expect(links[0]!.href).toBe('https://www.facebook.com/sharer/sharer.php?u=https%3A%2F%2Fdealer.com.au%2Fcars%2Fa%20b');
    expect(links.filter((link) => link.popup).map((link) => link.channel)).toEqual(['facebook', 'twitter', 'whatsapp']);
  });

  it('drops Twitter when the tenant hides it', () => {
    expect(shareLinks('https://x.au', 'Car', { hideTwitter: true }).map((link) => link.channel)).not.toContain('twitter');
  });

  it('opens share windows 550 x 400, centred', () => {
    expect(shareWindowFeatures({ width: 1280, height: 800 })).toBe('popup,width=550,height=400,left=365,top=200');
    expect(shareWindowFeatures({ width: 400, height: 300 })).toBe('popup,width=550,height=400,left=0,top=0');
  });

  it('words the copy toast with the car name', () => {
    expect(copyToastText('2020 Mazda CX-5')).toBe('Copied 2020 Mazda CX-5 to your clipboard!');
  });
});

describe('print', () => {
  it.each([
    ['2020-mazda-cx-5-t7', '/cars/2020-mazda-cx-5-t7?print=1'],
    ['', null],
    [null, null],
    ['../admin', null],
    ['https://evil.example', null],
  ])('/print?car_id=%s goes to %s', (carId, target) => {
    expect(printTarget(carId)).toBe(target);
  });
});
