/**
 * Puts text on the clipboard. Loaded with the first copy, not with the page: a page that is only
 * read never carries it.
 */
export async function copyText(text: string) {
  try {
    await navigator.clipboard.writeText(text);
  } catch {
    // Older browsers and insecure origins have no async clipboard; a selected textarea still copies.
    const area = document.createElement("textarea");
    area.value = text;
    area.setAttribute("readonly", "");
    area.style.position = "fixed";
    area.style.opacity = "0";
    document.body.append(area);
    area.select();
    document.execCommand("copy");
    area.remove();
  }
}
