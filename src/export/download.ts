/**
 * Saves a string as a file from the browser (the Export button). Touches the
 * DOM only when called, so importing this module under Node is harmless.
 */
export function downloadText(text: string, fileName: string, type = 'text/html;charset=utf-8'): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  link.style.display = 'none';
  document.body.appendChild(link);
  link.click();
  link.remove();
  // Some browsers read the blob after click() returns; revoke a little later.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
