import { Link, useLocation } from "react-router";
import { counted } from "./counts";

/** Previous and next page links that keep the list's filters. */
export function Pager({ page, pages, total, noun }: { page: number; pages: number; total: number; noun: readonly [one: string, other: string] }) {
  const location = useLocation();
  const to = (p: number) => {
    const q = new URLSearchParams(location.search);
    q.set("page", String(p));
    return `${location.pathname}?${q}`;
  };
  return (
    <nav className="adm-pager" aria-label="Pages">
      <span>
        {counted(total, ...noun)} · page {page} of {pages}
      </span>
      {page > 1 && <Link to={to(page - 1)}>Previous page</Link>}
      {page < pages && <Link to={to(page + 1)}>Next page</Link>}
    </nav>
  );
}
