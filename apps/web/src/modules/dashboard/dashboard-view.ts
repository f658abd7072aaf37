// What the dashboard may show (spec: "nothing the user may not see"). The server already leaves out what
// the user may not open; the client checks again with the same guard rules, so a card never leads to a
// silent redirect.
import type { AccessContext } from '@suite/shared/auth/session-types';
import { matchRoute } from '@suite/shared/routes/match-route';
import { canAccessRoute } from '@suite/shared/users/permissions';

/** Whether a link of the app is one this user may open. Paths outside the route table are not. */
export function canOpen(access: AccessContext | null, link: string): boolean {
  if (!access || !link.startsWith('/')) return false;
  const match = matchRoute(link.split(/[?#]/)[0]);
  return match !== null && canAccessRoute(access, match.route.meta);
}

/**
 * 'Good morning' 05–10, 'good evening' 17–24, else the plain 'hello' (local time of the device): a night shift at
 * 02:00 is not greeted with 'God kveld', and Norwegian has no night greeting ('God natt' is a farewell).
 */
export function greetingKey(hour: number): 'greetingMorning' | 'greetingDay' | 'greetingEvening' {
  if (hour >= 5 && hour < 10) return 'greetingMorning';
  if (hour >= 17) return 'greetingEvening';
  return 'greetingDay';
}
