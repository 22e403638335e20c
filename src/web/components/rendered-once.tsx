import { type HTMLAttributes, type ReactNode, Suspense, useContext } from "react";
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
 *
 * The content is a Suspense boundary of its own, though nothing in it suspends: the browser
 * hydrates the page around it first and each such part after, in renders and commits of their
 * own, not the whole page in one long task (decision 197). A press or a focus on a part not yet
 * hydrated hydrates it at once and is then handled.
 */
export function RenderedOnce({ as: Tag, markupKey, children, ...attributes }: RenderedOnceProps) {
  const markupOnce = useContext(MarkupOnceContext);
  const content = <Suspense fallback={null}>{children}</Suspense>;
  if (!markupOnce || markupKey === null) return <Tag {...attributes}>{content}</Tag>;
  // biome-ignore lint/security/noDangerouslySetInnerHtml: markup React rendered from the same content
  return <Tag {...attributes} dangerouslySetInnerHTML={{ __html: markupOnce(markupKey, content) }} />;
}
