/**
 * Focuses an element and brings it into view. A plain focus() scrolls only
 * when the element is out of view, so a smooth scroll still on its way to the
 * control pressed a moment ago (Siguiente at the foot of a step) would carry
 * the newly focused heading off the screen; a new scroll stops it.
 */
export function focusIntoView(element: HTMLElement): void {
  element.focus({ preventScroll: true });
  element.scrollIntoView({ block: 'nearest' });
}
