import { DOCUMENT_MODULES, MESSAGE_EVENT_KEYS, MESSAGE_MODULES } from '../templates/template-kinds';
import type { FieldDef } from '../resources/define-resource';
import { NAME, settingsList } from './settings-list';

// spec 01 §2 Settings "Documents and templates" (document_templates, notification_template, sms and mail
// templates), "General" (mail and SMS contents), "Offers" (offermail_templates) and spec 02 §2 checklist_header and
// checklist_footer: texts with {{placeholder}} tags (templates/placeholders.ts), each edited with the placeholder
// panel and preview of its kind. Sending, PDF layout and checklists read them when those modules come.

/** A mail subject: one line, may hold placeholders. */
const SUBJECT: FieldDef = { type: 'text', required: true, max: 250 };
/** A mail or notification body: a long plain text. */
const body = (template: FieldDef['template']): FieldDef => ({
  type: 'text',
  required: true,
  max: 10_000,
  template,
});
/** HTML of a document, header or footer (its images are links; 50 000 characters is a long document). */
const html = (template: FieldDef['template']): FieldDef => ({
  type: 'text',
  required: true,
  max: 50_000,
  template,
});
/** spec 01 §5 SMS: at most 5 messages of 150 characters, each placeholder counting 20. */
const SMS_TEXT: FieldDef = { type: 'text', required: true, max: 1000, template: 'sms', sms: true };
const MESSAGE_MODULE: FieldDef = { type: 'integer', required: true, values: MESSAGE_MODULES };

/** Mail texts a user picks when writing a mail from a record (order, customer, offer, invoice ...). */
export const mailtemplatesResource = settingsList({
  name: 'mailtemplates',
  screen: 'mail_templates',
  fields: { name: NAME, module: MESSAGE_MODULE, subject: SUBJECT, body: body('mail') },
  listColumns: ['name', 'module', 'subject', 'isactive'],
  searchFields: ['name', 'subject'],
});

/** SMS texts a user picks when sending an SMS from a record. */
export const smstemplatesResource = settingsList({
  name: 'smstemplates',
  screen: 'sms_templates',
  fields: { name: NAME, module: MESSAGE_MODULE, text: SMS_TEXT },
  listColumns: ['name', 'module', 'text', 'isactive'],
  searchFields: ['name', 'text'],
});

/** The mail an offer is sent with (spec 01 §2 /offermail_templates); its link leads to /offermail_status. */
export const offermailtemplatesResource = settingsList({
  name: 'offermailtemplates',
  screen: 'offermail_templates',
  fields: { name: NAME, subject: SUBJECT, body: body('offermail'), isdefault: { type: 'boolean' } },
  listColumns: ['name', 'subject', 'isdefault', 'isactive'],
  searchFields: ['name', 'subject'],
});

/** The title and text of a notification (bell and e-mail) about a record of a module. */
export const notificationtemplatesResource = settingsList({
  name: 'notificationtemplates',
  screen: 'notification_template',
  fields: {
    name: NAME,
    module: MESSAGE_MODULE,
    title: { type: 'text', required: true, max: 200 },
    body: body('notification'),
  },
  listColumns: ['name', 'module', 'title', 'isactive'],
  searchFields: ['name', 'title'],
});

/** spec 01 §7 get_module_field_values: a document filled from a record of the module (3 = equipment ...). */
export const documenttemplatesResource = settingsList({
  name: 'documenttemplates',
  screen: 'document_templates',
  fields: {
    name: NAME,
    module: { type: 'integer', required: true, values: DOCUMENT_MODULES },
    content: html('document'),
  },
  listColumns: ['name', 'module', 'isactive'],
});

/**
 * spec 02 §3 "Flexible header/footer record: id, isheader flag, content containing {{placeholder}} tags";
 * spec 02 §7 POST checklistheaderandfooter/query with `id eq {id}` answers it. One table, two screens:
 * /checklist_header lists the headers, /checklist_footer the footers; either screen's permission grants both.
 */
export const checklistheaderandfooterResource = settingsList({
  name: 'checklistheaderandfooter',
  screen: 'checklist_header',
  alsoScreens: ['checklist_footer'],
  fields: { name: NAME, isheader: { type: 'boolean' }, content: html('checklistheader') },
  listColumns: ['name', 'isactive'],
});

/** One standard text per event the system mails (settings mail_contents): the event is the key. */
export const mailcontentsResource = settingsList({
  name: 'mailcontents',
  screen: 'mail_contents',
  fields: {
    event: { type: 'text', required: true, options: MESSAGE_EVENT_KEYS, unique: true, max: 50 },
    subject: SUBJECT,
    body: body('mail'),
  },
  listColumns: ['event', 'subject', 'isactive'],
  searchFields: ['subject'],
  defaultSort: { field: 'event', dir: 1 },
  displayField: 'subject',
});

/** One standard SMS per event (settings sms_contents). */
export const smscontentsResource = settingsList({
  name: 'smscontents',
  screen: 'sms_contents',
  fields: {
    event: { type: 'text', required: true, options: MESSAGE_EVENT_KEYS, unique: true, max: 50 },
    text: SMS_TEXT,
  },
  listColumns: ['event', 'text', 'isactive'],
  searchFields: ['text'],
  defaultSort: { field: 'event', dir: 1 },
  displayField: 'text',
});

export const TEMPLATE_LISTS = [
  mailcontentsResource,
  smscontentsResource,
  mailtemplatesResource,
  smstemplatesResource,
  offermailtemplatesResource,
  notificationtemplatesResource,
  documenttemplatesResource,
  checklistheaderandfooterResource,
];
