import { type FormEvent, type MouseEvent, type ReactNode, useEffect } from "react";
import { useNavigate } from "react-router";
import { RenderedOnce } from "./rendered-once";

/** Each kept part's markup as the server sent it, read from the document once. */
const kept = new Map<string, string | null>();

function keptMarkup(part: string): string | null {
  if (!kept.has(part)) kept.set(part, document.querySelector(`[data-kept="${part}"]`)?.innerHTML ?? null);
  return kept.get(part) ?? null;
}

interface KeptHtmlProps {
  /** Names the part in the document (`data-kept`); one element per name. */
  part: string;
  as: "footer" | "div";
  className?: string;
  /** What the server renders inside. Write it as `import.meta.env.SSR ? <Content /> : null`, so the browser's build leaves it out. */
  children: ReactNode;
  onSubmit?: (e: FormEvent<HTMLElement>) => void;
  /** Everything the content depends on, when it depends on nothing the page provides: the server then renders it once per key (decision 196). */
  markupKey?: string;
}

/**
 * A part of every page that only the server renders (decision 183): the footer, the WhatsApp
 * button. Its code stays on the server; the browser keeps the markup that came with the first
 * page, and React hydrates the element around it without looking inside. The markup does not
 * depend on the page, so the root's frame keeps it from one page to the next.
 *
 * A same-site link inside navigates in the page, as a `<Link>` does; other behaviour (a form) is
 * delegated to `onSubmit`. A document that came without the part (a console page, then a client
 * navigation to the shop) is loaded again from the server, which sends it.
 */
export function KeptHtml({ part, as: Tag, className, children, onSubmit, markupKey }: KeptHtmlProps) {
  const navigate = useNavigate();
  useEffect(() => {
    if (keptMarkup(part) === null) window.location.reload();
  }, [part]);
  if (import.meta.env.SSR)
    return (
      <RenderedOnce as={Tag} data-kept={part} className={className} markupKey={markupKey || null}>
        {children}
      </RenderedOnce>
    );
  const html = keptMarkup(part);
  if (html === null) return null;
  function follow(e: MouseEvent<HTMLElement>) {
    const a = (e.target as Element).closest("a");
    if (!a || e.defaultPrevented || e.button !== 0 || e.metaKey || e.altKey || e.ctrlKey || e.shiftKey) return;
    if (a.target || a.hasAttribute("download") || a.origin !== window.location.origin) return;
    e.preventDefault();
    navigate(a.pathname + a.search + a.hash);
  }
  return (
    <Tag
      data-kept={part}
      className={className}
      onClick={follow}
      onSubmit={onSubmit}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: the element's own markup as the server sent it, read back from the document
      dangerouslySetInnerHTML={{ __html: html }}
      suppressHydrationWarning
    />
  );
}
