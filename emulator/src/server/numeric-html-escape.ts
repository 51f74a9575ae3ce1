/** Text made safe to place in HTML content or a quoted attribute. */
export function escapeHtmlNumerically(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}
