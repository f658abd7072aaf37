// spec 01 §1: iOS install hint. iOS Safari has no install prompt: the user adds the app to the home screen
// from the share menu, so Safari users who have not done so yet get a short hint they can dismiss for good.

export const IOS_HINT_DISMISSED_KEY = 'iosInstallHintDismissed';

export type BrowserFacts = {
  userAgent: string;
  /** navigator.maxTouchPoints: iPadOS presents itself as a Mac, but with touch. */
  maxTouchPoints: number;
  /** Opened from the home screen (navigator.standalone or display-mode: standalone). */
  standalone: boolean;
};

export function isIosSafari({ userAgent, maxTouchPoints }: BrowserFacts): boolean {
  const ios = /iPad|iPhone|iPod/.test(userAgent) || (/Macintosh/.test(userAgent) && maxTouchPoints > 1);
  // Other browsers on iOS identify themselves: Chrome (CriOS), Firefox (FxiOS), Edge (EdgiOS), Opera (OPiOS).
  const safari = /Safari/.test(userAgent) && !/CriOS|FxiOS|EdgiOS|OPiOS|GSA\//.test(userAgent);
  return ios && safari;
}

export function shouldShowIosHint(facts: BrowserFacts, dismissed: boolean): boolean {
  return !dismissed && !facts.standalone && isIosSafari(facts);
}
