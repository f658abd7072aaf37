// What the router draws a screen in, besides the main or bare layout of its route (router.tsx): kept apart from
// screens.ts, whose lazy imports it does not need, so that the build (build/first-code.ts) can read it too.

/**
 * Screens that do not use react-query. Every other screen is wrapped in its provider, which then loads with
 * the screen; these stay light because they are the first pages users load (task budget 200 KiB gzip).
 */
export const SCREENS_WITHOUT_DATA_CACHE: ReadonlySet<string> = new Set([
  'login',
  'forgotpassword',
  'resetpassword',
  'sessionexpired',
  'nopermission',
  'dashboard',
]);
