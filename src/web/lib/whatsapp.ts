/** A WhatsApp conversation with the store, the message already typed (encoded for the URL). */
export function whatsappLink(number: string, message: string): string {
  return `https://wa.me/${number.replace(/\D/g, "")}?text=${encodeURIComponent(message)}`;
}

export const WHATSAPP_GREETING = "Hi Dhaaga! I have a question about your store.";
