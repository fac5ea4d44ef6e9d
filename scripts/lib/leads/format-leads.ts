// The table `npm run leads` prints: one row per lead, its deliveries and the last error of any that failed.
import type { LeadListRow } from '#src/server/db/leads-repo.ts';
import type { DeliveryCounts } from '#src/server/db/deliveries-repo.ts';
import { carTitle, shopperName } from '#src/domain/leads/lead-record.ts';
import { formatZoned, zoneCity } from '#src/domain/time/zoned-time.ts';

function cell(text: string, width: number): string {
  const flat = text.replace(/\s+/g, ' ');
  return flat.length > width ? `${flat.slice(0, width - 1)}…` : flat.padEnd(width);
}

function deliveryText(delivery: LeadListRow['deliveries'][number], timeZone: string): string {
  const revision = delivery.revision > 1 ? `#${delivery.revision}` : '';
  const tries =
    delivery.status === 'sent'
      ? ''
      : ` (${delivery.attempts} tries${delivery.status === 'pending' ? `, next ${formatZoned(delivery.nextAttemptAt, timeZone)}` : ''})`;
  return `${delivery.channel}${revision}:${delivery.status}${tries}`;
}

/** The leads table, times in `timeZone` (the tenant's). */
export function formatLeads(leads: readonly LeadListRow[], counts: DeliveryCounts, timeZone: string): string {
  const columns: [string, number][] = [
    [`received (${zoneCity(timeZone)})`, 20],
    ['lead id', 36],
    ['category', 30],
    ['shopper', 34],
    ['car / dealership', 34],
  ];
  const lines = [columns.map(([title, width]) => cell(title, width)).join('  ') + '  deliveries'];
  for (const lead of leads) {
    const { fields, car, dealership } = lead.payload;
    const shopper = `${shopperName(fields)} <${String(fields.email ?? '')}>`;
    const about = [car ? carTitle(car) : '', dealership?.name ?? ''].filter(Boolean).join(' / ');
    const category = [lead.category, lead.subcategory].filter(Boolean).join(' / ') + (lead.status === 'open' ? ' (open)' : '');
    const row = [formatZoned(lead.createdAt, timeZone), lead.id, category, shopper, about].map((text, index) => cell(text, columns[index]![1])).join('  ');
    lines.push(`${row}  ${lead.deliveries.map((delivery) => deliveryText(delivery, timeZone)).join(', ') || 'no channels configured'}`);
    for (const failed of lead.deliveries.filter((d) => d.status === 'failed' && d.lastError))
      lines.push(`${' '.repeat(22)}${failed.channel} failed: ${failed.lastError}`);
  }
  if (leads.length === 0) lines.push('(no leads)');
  lines.push('', `deliveries for this tenant: ${counts.sent} sent, ${counts.pending} pending, ${counts.failed} failed`);
  return lines.join('\n');
}
