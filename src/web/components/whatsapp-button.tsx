import { usePublicConfig } from "../lib/public-config";
import { WHATSAPP_GREETING, whatsappLink } from "../lib/whatsapp";
import { KeptHtml } from "./kept-html";
import s from "./whatsapp-button.module.css";

/** The floating chat button of every page: a WhatsApp conversation with the store, rendered by the server only. */
export function WhatsAppButton() {
  return (
    <KeptHtml part="whatsapp" as="div" className={s.whatsappButton}>
      {import.meta.env.SSR ? <WhatsAppLink /> : null}
    </KeptHtml>
  );
}

function WhatsAppLink() {
  const { whatsappNumber } = usePublicConfig();
  if (!whatsappNumber) return null;
  return (
    <a className={s.whatsappFab} href={whatsappLink(whatsappNumber, WHATSAPP_GREETING)} target="_blank" rel="noopener noreferrer">
      <span className="sr-only">Chat with us on WhatsApp</span>
      <svg width="28" height="28" viewBox="0 0 24 24" aria-hidden="true" fill="currentColor">
        <path d="M12 2a10 10 0 0 0-8.6 15.1L2 22l5-1.3A10 10 0 1 0 12 2Zm0 18.2a8.2 8.2 0 0 1-4.2-1.2l-.3-.2-3 .8.8-2.9-.2-.3A8.2 8.2 0 1 1 12 20.2Zm4.5-6.1c-.2-.1-1.5-.7-1.7-.8-.2-.1-.4-.1-.6.1l-.8 1c-.1.2-.3.2-.5.1a6.7 6.7 0 0 1-3.3-2.9c-.2-.4.3-.4.8-1.3.1-.2 0-.3 0-.4l-.8-1.8c-.2-.5-.4-.4-.6-.4h-.5a1 1 0 0 0-.7.3 3 3 0 0 0-.9 2.2 5.2 5.2 0 0 0 1.1 2.8 11.9 11.9 0 0 0 4.6 4c1.7.7 2.3.8 3.2.7.5-.1 1.5-.6 1.7-1.2.2-.6.2-1.1.1-1.2l-.4-.3Z" />
      </svg>
    </a>
  );
}
