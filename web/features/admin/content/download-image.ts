// Download for an image value. An image on this site is fetched and saved under its own name; an image elsewhere
// cannot be fetched from here (the page's connect-src policy and the other site's CORS forbid it), so it is opened in
// a new tab, where the browser offers to save it.
export async function downloadImage(src: string, fallbackName: string): Promise<void> {
  const url = new URL(src, window.location.href);
  if (url.origin !== window.location.origin) {
    const opened = window.open(url.href, '_blank');
    if (!opened) throw new Error('The new tab was blocked.');
    opened.opener = null;
    return;
  }
  const response = await fetch(url.pathname + url.search, { credentials: 'same-origin' });
  if (!response.ok) throw new Error(`HTTP ${response.status}`);
  const href = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = href;
  link.download = url.pathname.split('/').pop() || fallbackName;
  link.click();
  // Revoked a moment later: some browsers have not started reading the blob when click() returns.
  setTimeout(() => URL.revokeObjectURL(href), 1000);
}
