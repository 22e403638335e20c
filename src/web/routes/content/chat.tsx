import { useEffect, useRef, useState, type FormEvent } from "react";
import { Link } from "react-router";
import type { Route } from "./+types/chat";
import { replyTo } from "../../../domain/faq-bot";
import * as MESSAGES from "../../../domain/messages";
import { loaderMeta } from "../../lib/loader-meta";
import { pageMeta } from "../../lib/seo";
import ui from "../../components/ui.module.css";
import s from "./chat.module.css";
import { faqFor } from "../../../domain/faq";
import { usePublicConfig } from "../../lib/public-config";
import content from "./content.module.css";

export const loader = ({ context }: Route.LoaderArgs) => ({
  meta: pageMeta({ path: "/chat", publicUrl: context.config.publicUrl }),
});

interface Line {
  id: number;
  from: "you" | "bot";
  text: string;
}

/** The canned-answer FAQ bot; it runs entirely in the browser against the shared FAQ. */
export default function Chat() {
  const { policy, seller } = usePublicConfig();
  const [lines, setLines] = useState<Line[]>([{ id: 0, from: "bot", text: MESSAGES.chatWelcome }]);
  const [draft, setDraft] = useState("");
  const input = useRef<HTMLInputElement>(null);
  const log = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const el = log.current;
    if (el) el.scrollTop = el.scrollHeight;
  }, [lines]);

  function ask(e: FormEvent) {
    e.preventDefault();
    const reply = replyTo(draft, faqFor(policy, seller.careEmail));
    input.current?.focus();
    if (reply.kind === "ignored") return;
    setLines((l) => [...l, { id: l.length, from: "you", text: draft.trim() }, { id: l.length + 1, from: "bot", text: reply.text }]);
    setDraft("");
  }

  return (
    <div className={`${ui.container} ${content.contentPage} ${s.chatPage}`}>
      <h1>Chat with us</h1>
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling log must take focus so it can be scrolled by keyboard */}
      <div ref={log} className={s.chatLog} role="log" aria-live="polite" aria-label="Conversation" tabIndex={0}>
        <ul className={s.chatLines}>
          {lines.map((l) => (
            <li key={l.id} className={`${s.chatLine} ${l.from === "you" ? s.chatYou : s.chatBot}`}>
              <span className="sr-only">{l.from === "you" ? "You: " : "Dhaaga: "}</span>
              {l.text}
            </li>
          ))}
        </ul>
      </div>
      <form className={s.chatForm} onSubmit={ask}>
        <label htmlFor="chat-input" className="sr-only">
          Your question
        </label>
        <input
          id="chat-input"
          ref={input}
          className={ui.field}
          value={draft}
          onChange={(e) => setDraft(e.target.value)}
          placeholder="Ask about delivery, returns, coupons…"
          autoComplete="off"
          maxLength={300}
        />
        <button type="submit" className={ui.btn}>
          Send
        </button>
      </form>
      <p className={ui.muted}>
        Need a person? <Link to="/contact">Submit a query</Link> or use the WhatsApp button.
      </p>
    </div>
  );
}

export const meta: Route.MetaFunction = loaderMeta;
