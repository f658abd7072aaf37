import type { Language } from '../tenants/modules';

// DESIGN "Web client": the product's language codes map to these Intl locales (sw is Swedish).
export const INTL_LOCALE = {
  en: 'en-GB',
  no: 'nb-NO',
  po: 'pl-PL',
  sw: 'sv-SE',
} as const satisfies Record<Language, string>;

/** Display time zone of every date and time in the product (DESIGN "Tenancy and data"). */
export const DISPLAY_TIME_ZONE = 'Europe/Oslo';
