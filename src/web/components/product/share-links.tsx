import { TOAST_MS_COPY } from "../../../domain/constants";
import * as MESSAGES from "../../../domain/messages";
import { useToast } from "../../lib/toasts";
import ui from "../ui.module.css";
import s from "./share-links.module.css";

export function ShareLinks({ url, name }: { url: string; name: string }) {
  const toast = useToast();
  const u = encodeURIComponent(url);
  const text = encodeURIComponent(`${name} at Dhaaga`);
  const links = [
    { label: "Facebook", href: `https://www.facebook.com/sharer/sharer.php?u=${u}` },
    // Instagram has no web share address; this opens the brand's profile.
    { label: "Instagram", href: "https://www.instagram.com/dhaaga" },
    { label: "X", href: `https://x.com/intent/post?url=${u}&text=${text}` },
    { label: "WhatsApp", href: `https://wa.me/?text=${text}%20${u}` },
    { label: "Telegram", href: `https://t.me/share/url?url=${u}&text=${text}` },
  ];
  return (
    <div className={s.share}>
      <span className={s.shareLabel}>Share:</span>
      <ul role="list" className={s.shareList}>
        {links.map((l) => (
          <li key={l.label}>
            <a href={l.href} target="_blank" rel="noopener noreferrer" aria-label={`Share on ${l.label} (opens in a new tab)`}>
              {l.label}
            </a>
          </li>
        ))}
        <li>
          <button
            type="button"
            className={ui.linkBtn}
            onClick={async () => {
              const { copyText } = await import("../../lib/clipboard");
              await copyText(url);
              toast.show(MESSAGES.copied, "success", TOAST_MS_COPY);
            }}
          >
            {MESSAGES.copyLink}
          </button>
        </li>
      </ul>
    </div>
  );
}
