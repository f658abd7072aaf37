import { NAME, POSITION, nameList, settingsList } from './settings-list';

// spec 01 §2 "Tickets" settings. spec 01 §6: ticket categories, statuses, priorities, mail configuration and the
// mail address filter are administrator-only.

/** spec 01 §3 "ticket status": ordered by position; isclosed marks the statuses that end a ticket. */
export const ticketstatusResource = settingsList({
  name: 'ticketstatus',
  screen: 'ticketstatus',
  adminOnly: true,
  fields: { name: NAME, position: POSITION, isclosed: { type: 'boolean' } },
  defaultSort: { field: 'position', dir: 1 },
});

/** spec 01 §3 "priorities (position)". */
export const ticketprioritiesResource = settingsList({
  name: 'ticketpriorities',
  screen: 'ticketpriority',
  adminOnly: true,
  fields: { name: NAME, position: POSITION },
  defaultSort: { field: 'position', dir: 1 },
});

export const ticketcategoriesResource = nameList('ticketcategories', 'ticketcategories', { adminOnly: true });

export const MAIL_PROVIDERS = ['imap', 'microsoft365', 'gmail'] as const;

/**
 * Mailboxes tickets are read from (incoming IMAP: host, port, usessl; folder) and replies are sent through (SMTP).
 * The password is write-only (FieldDef.secret): never answered, kept when a save leaves it empty. A Microsoft 365
 * or Gmail mailbox signs in through /oauth/microsoft instead and needs no password here.
 */
export const mailconfigurationsResource = settingsList({
  name: 'mailconfigurations',
  screen: 'mail_configuration',
  adminOnly: true,
  fields: {
    name: NAME,
    email: { type: 'text', required: true, max: 200, unique: true },
    provider: { type: 'text', required: true, options: MAIL_PROVIDERS },
    host: { type: 'text', max: 200 },
    port: { type: 'integer', min: 1, max: 65_535 },
    username: { type: 'text', max: 200 },
    usessl: { type: 'boolean' },
    password: { type: 'text', max: 500, secret: true },
    folder: { type: 'text', max: 200 },
    smtphost: { type: 'text', max: 200 },
    smtpport: { type: 'integer', min: 1, max: 65_535 },
    smtpusessl: { type: 'boolean' },
    ticketcategory_id: { type: 'integer', ref: 'ticketcategories' },
  },
  listColumns: ['name', 'email', 'provider', 'isactive'],
  searchFields: ['name', 'email'],
});

/** Sender addresses or domains whose mail never becomes a ticket (newsletters, no-reply senders). */
export const mailaddressfiltersResource = settingsList({
  name: 'mailaddressfilters',
  screen: 'mailaddressfilter',
  adminOnly: true,
  fields: { name: { ...NAME, max: 200 }, note: { type: 'text', max: 200 } },
});

export const TICKET_LISTS = [
  ticketstatusResource,
  ticketprioritiesResource,
  ticketcategoriesResource,
  mailconfigurationsResource,
  mailaddressfiltersResource,
];
