import type { PromoCard as PromoCardConfig } from '#src/domain/tenant/schema/content.ts';

/** A promotional card among search results (e.g. 'We Want Your Car!'), in the tenant's colours. */
export default function PromoCard({ promo, id }: { promo: PromoCardConfig; id: string }) {
  return (
    <aside
      aria-labelledby={`promo-${id}`}
      className="flex w-full flex-col justify-center gap-3 rounded-tenant bg-brand p-6 text-brand-text shadow-sm"
      data-testid="promo-card"
    >
      <h2 id={`promo-${id}`} className="text-2xl font-bold">
        {promo.title}
      </h2>
      {promo.lines.length > 0 && (
        <ul className="grid gap-1">
          {promo.lines.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      )}
      <a className="btn mt-2 self-start bg-white text-ink" href={promo.href}>
        {promo.cta}
      </a>
    </aside>
  );
}
