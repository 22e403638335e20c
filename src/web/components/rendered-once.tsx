import { type HTMLAttributes, type ReactNode, useContext } from "react";
import { MarkupOnceContext } from "../lib/markup-once";

interface RenderedOnceProps extends HTMLAttributes<HTMLElement> {
  as: "li" | "div" | "nav" | "section" | "footer" | "picture";
  /** Everything the content's markup depends on: the same key, the same markup. None: rendered in the page. */
  markupKey: string | null;
  children: ReactNode;
}

/**
 * An element whose content the server renders once per key and writes in as markup from then on
 * (decision 196); the browser renders the content as usual and hydrates it. The content may use
 * links but no other context, no `useId` and no priority image: the server renders it apart from
 * the page.
 */
export function RenderedOnce({ as: Tag, markupKey, children, ...attributes }: RenderedOnceProps) {
  const markupOnce = useContext(MarkupOnceContext);
  if (!markupOnce || markupKey === null) return <Tag {...attributes}>{children}</Tag>;
  // biome-ignore lint/security/noDangerouslySetInnerHtml: markup React rendered from the same content
  return <Tag {...attributes} dangerouslySetInnerHTML={{ __html: markupOnce(markupKey, children) }} />;
}
