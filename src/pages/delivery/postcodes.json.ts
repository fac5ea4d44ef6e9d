import { deliveryPostcodeTable } from '#src/files/delivery-postcodes.ts';

/** The delivery calculator's postcode table (~13 KB brotli), fetched only when a shopper asks for an estimate. */
export async function GET(): Promise<Response> {
  return new Response(JSON.stringify(await deliveryPostcodeTable()), { headers: { 'content-type': 'application/json' } });
}
