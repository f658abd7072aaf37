// spec 01 §2: the login page honours the redirect query, but only to a page of this app: an address on
// another site would make the sign-in page a phishing tool.

const NOT_AFTER_SIGN_IN = new Set(['/login', '/forgotpassword', '/resetpassword', '/sessionexpired']);

export function safeRedirect(target: string | null | undefined): string {
  if (!target || !target.startsWith('/') || target.startsWith('//') || target.startsWith('/\\')) {
    return '/dashboard';
  }
  if (NOT_AFTER_SIGN_IN.has(target.split(/[?#]/)[0])) return '/dashboard';
  return target;
}
