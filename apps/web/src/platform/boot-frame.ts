// Issue 11: index.html draws a plain HTML/CSS frame of the first screen (the sign-in card on /login, the top bar
// and menu column on a signed-in page) over the page until React has rendered the first screen, so a phone
// shows the page's look, and its largest text, before the JavaScript has arrived. React renders beneath it;
// the first screen (or an error page) removes it. Its look follows the real one: apps/web/index.html.
import { useEffect } from 'react';

export const BOOT_FRAME_ID = 'boot';
/** localStorage key: the tenant's primary colour, for the signed-in frame's top bar on the next load. */
export const BOOT_PRIMARY_KEY = 'bootPrimary';

export function removeBootFrame(): void {
  document.getElementById(BOOT_FRAME_ID)?.remove();
}

/** Rendered with a screen: once the screen is on the page, the frame drawn by index.html goes. */
export function BootFrameDone() {
  useEffect(removeBootFrame, []);
  return null;
}

/** The signed-in frame's top bar takes the tenant's colour from the last visit. */
export function rememberBootPrimary(color: string): void {
  try {
    window.localStorage.setItem(BOOT_PRIMARY_KEY, color);
  } catch {
    // Storage unavailable (private mode): the frame shows the product's colour.
  }
}
