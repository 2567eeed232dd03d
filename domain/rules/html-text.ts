/**
 * Text placed into HTML as text: every character that could open a tag, an entity or end a quoted attribute is
 * written as a numeric character reference, so a name from a hotel or a guest can never add markup.
 */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}
