/**
 * Hands the browser a file made here: the answer arrived through the API client (with the token in a header), so
 * no address carrying the token is ever opened, and the host page sees nothing.
 */
export function saveTextFile(content: string, filename: string, type: string): void {
  const url = URL.createObjectURL(new Blob([content], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // The click has started the download; the object URL is no longer needed once this task ends.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
