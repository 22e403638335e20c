import { Link } from "react-router";
import s from "./pagination.module.css";

/** Page links that work without JavaScript; a shared link opens the same page. */
export function Pagination({ page, pageCount, hrefOf }: { page: number; pageCount: number; hrefOf(page: number): string }) {
  if (pageCount <= 1) return null;
  const pages = Array.from({ length: pageCount }, (_, i) => i + 1).filter((p) => p === 1 || p === pageCount || Math.abs(p - page) <= 2);
  return (
    <nav className={s.pagination} aria-label="Pages">
      {page > 1 && (
        <Link to={hrefOf(Math.min(page - 1, pageCount))} rel="prev">
          Previous
        </Link>
      )}
      {pages.map((p, i) => (
        <span key={p} className={s.paginationItem}>
          {i > 0 && p - pages[i - 1] > 1 && <span aria-hidden="true">…</span>}
          {p === page ? (
            <span aria-current="page" className={s.paginationCurrent}>
              {p}
            </span>
          ) : (
            <Link to={hrefOf(p)} aria-label={`Page ${p}`}>
              {p}
            </Link>
          )}
        </span>
      ))}
      {page < pageCount && (
        <Link to={hrefOf(page + 1)} rel="next">
          Next
        </Link>
      )}
    </nav>
  );
}
