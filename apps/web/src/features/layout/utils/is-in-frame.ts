/** True when the app runs inside a frame of another page (spec section 1). */
export function isInFrame(win: Window = window): boolean {
  try {
    return win.self !== win.top;
  } catch {
    // A cross-origin parent makes window.top unreadable: that is a frame too.
    return true;
  }
}
