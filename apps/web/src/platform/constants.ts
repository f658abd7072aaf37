// spec 01 §9: business constants the client needs.

/** Sent as x-client-version on every call; the server answers 409 when it is newer. Also the app version label. */
export const CLIENT_VERSION = '1.42';

/** A screen whose code has not arrived within this time shows the chunk-load error (spec 01 §8, §9). */
export const SCREEN_LOAD_TIMEOUT_MS = 120_000;

/** The unread notification count is polled this often (spec 01 §7, §9). */
export const NOTIFICATION_POLL_MS = 60_000;

/** spec 01 §9 / DESIGN: "2 hours" is what users are told; the server enforces the same sliding idle time-out. */
export const IDLE_TIMEOUT_MS = 2 * 60 * 60 * 1000;

/** spec 01 §9: the language cookie lives 35 days. */
export const LANGUAGE_COOKIE_DAYS = 35;

export const PRODUCT_NAME = 'ServiceSuite';
