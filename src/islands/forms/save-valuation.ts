// Saving a trade-in valuation for tenants that keep them (`leads.valuations`; spec 2 section 7: POST
// /api/miscellaneous with the valuation result plus column_name 'valuation'). It never holds the shopper up: success
// and failure are only logged (spec 2 section 8: "Valuation save failure: Logged").

/** Posts the valuation; resolves whatever happens (the lead already keeps the valuation on the server). */
export async function saveValuation(body: Record<string, unknown>): Promise<void> {
  try {
    const response = await fetch('/api/miscellaneous', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    if (response.ok) console.info('valuation saved');
    else console.warn(`valuation not saved: HTTP ${response.status}`);
  } catch (error) {
    console.warn('valuation not saved:', error instanceof Error ? error.message : String(error));
  }
}
