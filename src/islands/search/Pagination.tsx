type Props = { page: number; pages: number; hrefFor: (page: number) => string; onPage: (page: number) => void };

/** Page links that work as plain links too; the island intercepts them to search in place. */
export default function Pagination({ page, pages, hrefFor, onPage }: Props) {
  if (pages <= 1) return null;
  const numbers = [...new Set([1, page - 1, page, page + 1, pages].filter((n) => n >= 1 && n <= pages))].sort((a, b) => a - b);
  const link = (target: number, label: string, current = false) => (
    <a
      href={hrefFor(target)}
      aria-current={current ? 'page' : undefined}
      aria-label={current ? `Page ${target}, current page` : label === String(target) ? `Page ${target}` : label}
      onClick={(event) => {
        event.preventDefault();
        onPage(target);
      }}
      className={`flex min-h-11 min-w-11 items-center justify-center rounded-tenant border px-3 ${current ? 'border-brand bg-brand text-brand-text' : 'border-black/20'}`}
    >
      {label}
    </a>
  );
  return (
    <nav aria-label="Pages" className="flex flex-wrap items-center justify-center gap-2">
      {page > 1 && link(page - 1, 'Previous')}
      {numbers.map((n) => (
        <span key={n}>{link(n, String(n), n === page)}</span>
      ))}
      {page < pages && link(page + 1, 'Next')}
    </nav>
  );
}
