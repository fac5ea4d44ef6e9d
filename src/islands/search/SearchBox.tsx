import { useEffect, useId, useRef, useState } from 'react';

type Props = { query: string; onSearch: (query: string) => void };
export const TEXT_DEBOUNCE_MS = 300;

/** Text search: updates the search after a 300 ms pause; the box clears when the URL loses the query. */
export default function SearchBox({ query, onSearch }: Props) {
  const id = useId();
  const [text, setText] = useState(query);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  // A new query from the URL (back, Clear Filters) replaces what is typed unless it is the same search: state
  // adjusted while rendering, as React advises.
  const [urlQuery, setUrlQuery] = useState(query);
  if (urlQuery !== query) {
    setUrlQuery(query);
    if (text.trim() !== query.trim()) setText(query);
  }
  useEffect(() => () => clearTimeout(timer.current), []);
  const change = (value: string) => {
    setText(value);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => onSearch(value), TEXT_DEBOUNCE_MS);
  };
  return (
    // A GET form with a submit button: before the island runs it still sends `?query=` (the site's SearchAction).
    <form
      role="search"
      method="get"
      className="flex gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        clearTimeout(timer.current);
        onSearch(text);
      }}
    >
      <label htmlFor={id} className="sr-only">
        Search stock
      </label>
      <input
        id={id}
        type="search"
        name="query"
        value={text}
        onChange={(event) => change(event.target.value)}
        placeholder="Search by make, model, badge or stock number"
        className="min-w-0 flex-1 rounded-tenant border border-black/30 px-4 py-3"
      />
      <button type="submit" className="btn btn-primary">
        Search
      </button>
    </form>
  );
}
