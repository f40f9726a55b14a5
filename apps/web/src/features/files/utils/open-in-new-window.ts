/**
 * Opens a download link in a new window (spec section 7), without giving that
 * window a handle on this one.
 */
export function openInNewWindow(url: string): void {
  window.open(url, '_blank', 'noopener,noreferrer');
}
