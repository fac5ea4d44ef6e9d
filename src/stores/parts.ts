import { atom } from 'nanostores';

/** The part a shopper chose to enquire about on /parts/search: the parts form below fills it in. */
export const $partEnquiry = atom<{ partNumber: string; name: string } | null>(null);

export function enquireAboutPart(part: { partNumber: string; name: string }): void {
  $partEnquiry.set(part);
}
