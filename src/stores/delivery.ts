import { atom } from 'nanostores';
import type { LatLong } from '#src/domain/delivery/distance.ts';
import { checkDelivery, DELIVERY_TEXT, type DeliveryEstimate } from '#src/domain/delivery/estimate.ts';
import type { PostcodeTable } from '#src/domain/delivery/postcode-table.ts';
import type { DeliveryConfig } from '#src/domain/tenant/schema/delivery.ts';

/** The delivery calculator: idle, then loading, then a result or a message (spec 1 section 4). */
export type DeliveryState =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'invalid'; message: string }
  | { status: 'result'; estimate: DeliveryEstimate }
  | { status: 'none'; message: string };

export const $delivery = atom<DeliveryState>({ status: 'idle' });

export const POSTCODE_TABLE_URL = '/delivery/postcodes.json';
let table: Promise<PostcodeTable> | null = null;

/** The postcode table, fetched on the first check only (and again after a failure). */
function loadTable(): Promise<PostcodeTable> {
  table ??= fetch(POSTCODE_TABLE_URL).then((response) => {
    if (!response.ok) throw new Error(`postcode table: HTTP ${response.status}`);
    return response.json() as Promise<PostcodeTable>;
  });
  table.catch(() => (table = null));
  return table;
}

/** Checks a postcode: empty asks for one at once; otherwise loading until the table is in, then the answer. */
export async function checkDeliveryEstimate(postcode: string, from: LatLong, rates: Pick<DeliveryConfig, 'ratesCents' | 'maxKm'>): Promise<void> {
  if ($delivery.get().status === 'loading') return;
  if (postcode.trim() === '') {
    $delivery.set({ status: 'invalid', message: DELIVERY_TEXT.emptyPostcode }); // no table needed to say so
    return;
  }
  $delivery.set({ status: 'loading' });
  try {
    const answer = checkDelivery(postcode, from, await loadTable(), rates);
    $delivery.set(
      answer.kind === 'estimate'
        ? { status: 'result', estimate: answer.estimate }
        : answer.kind === 'invalid'
          ? { status: 'invalid', message: answer.message }
          : { status: 'none', message: answer.message },
    );
  } catch (error) {
    console.warn('delivery estimate failed', error);
    $delivery.set({ status: 'none', message: DELIVERY_TEXT.noEstimate });
  }
}
