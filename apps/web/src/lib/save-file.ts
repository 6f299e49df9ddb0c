/**
 * Has the browser save what `href` points at, as `fileName` ('' keeps the name the server gives): a
 * link clicked, so a download streams straight to disk instead of through the page's memory.
 */
export function saveUrl(href: string, fileName = ''): void {
  const anchor = document.createElement('a');
  anchor.href = href;
  anchor.download = fileName;
  anchor.rel = 'noopener';
  anchor.style.display = 'none';
  document.body.append(anchor);
  anchor.click();
  anchor.remove();
}

/** Saves text made in the browser as a file, from a Blob URL: nothing goes to the server. */
export function saveText(text: string, fileName: string, type = 'application/json'): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  saveUrl(url, fileName);
  // Revoked on the next task: the click has started the download by then.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
