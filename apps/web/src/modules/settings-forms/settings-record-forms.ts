// How each settings record is laid out on its screen: sections of fields, in the order a Norwegian service
// company reads them. The rules are the shared schemas (packages/shared/src/settings/settings-records.schema.ts);
// this file only says which input shows which field. Texts are 'settingslists.<key>_<field>' (label),
// '..._<field>Help' (optional hint) and 'settingslists.<key>_section_<section>'.
import { CURRENCY_CODES, PAYMENT_TERM_DAYS } from '@suite/shared/settings/finance.rules';
import { RENTAL_PERIODS } from '@suite/shared/settings/orders.resources';
import {
  CONTRACT_ADJUSTMENTS,
  CONTRACT_INVOICE_INTERVALS,
  CONTRACT_ORDER_DATES,
  FIRST_PAGE_CONTENT_MAX,
  FIRST_PAGE_LAYOUTS,
  MAP_NAVIGATION,
  RENTAL_INVOICE_INTERVALS,
  SLOT_MINUTES,
  STOCK_DEDUCTION,
  STOCK_VALUATIONS,
  SERVICE_INTERVAL_MONTHS,
  TASK_CLOSERS,
  TICKET_ASSIGN_MODES,
  type SettingsRecordKey,
} from '@suite/shared/settings/settings-records.schema';
import { INSURANCE_COST_TYPES, PRODUCT_TYPES } from '@suite/shared/products/product.rules';
import {
  DOCUMENT_STORAGE_PROVIDERS,
  FOLDER_STRUCTURES,
  INTEGRATION_ENVIRONMENTS,
} from '@suite/shared/integrations/integration-settings.schema';
import type { TemplateKind } from '@suite/shared/templates/template-kinds';

/** How an option is named: a text of its own ('option_<value>'), as it is (codes), or as minutes or days. */
export type OptionLabel = 'text' | 'raw' | 'minutes' | 'days' | 'months';

export type RecordField =
  | {
      name: string;
      kind: 'text';
      max: number;
      inputMode?: 'numeric' | 'tel' | 'email';
      uppercase?: boolean;
      /** Shown the way people write it: a bank account number in 4-2-5 groups. */
      display?: 'bankaccount';
    }
  | { name: string; kind: 'multiline'; max: number; rows?: number }
  /** A number typed with a decimal comma; `integer` refuses decimals; `unit` is a text key shown after it. */
  | { name: string; kind: 'number'; integer?: boolean; unit?: string }
  | { name: string; kind: 'switch' }
  | { name: string; kind: 'time' }
  | { name: string; kind: 'select'; options: readonly (string | number)[]; optionLabel: OptionLabel }
  | { name: string; kind: 'checkboxes'; options: readonly string[] }
  /** A text with {{placeholders}}: the template editor with its placeholder panel and preview. */
  | { name: string; kind: 'template'; template: TemplateKind; max: number }
  /**
   * The id of a row of one of the tenant's lists (API name `resource`, e.g. 'warehouses'), or none; `none` is the
   * text key of the empty choice.
   */
  | { name: string; kind: 'ref'; resource: string; none: string }
  /** A password, key or token: write-only, shown empty; left empty on save it keeps the saved one. */
  | { name: string; kind: 'secret' }
  /** A list of short values, one per line. */
  | { name: string; kind: 'lines'; max: number };

export type RecordSection = { name: string; fields: RecordField[]; help?: boolean };

export type RecordForm = { key: SettingsRecordKey; sections: RecordSection[] };

const num = (name: string, unit?: string): RecordField => ({ name, kind: 'number', integer: true, unit });
const dec = (name: string, unit?: string): RecordField => ({ name, kind: 'number', unit });
const on = (name: string): RecordField => ({ name, kind: 'switch' });
const pick = (
  name: string,
  options: readonly (string | number)[],
  optionLabel: OptionLabel = 'text',
): RecordField => ({
  name,
  kind: 'select',
  options,
  optionLabel,
});

const secret = (name: string): RecordField => ({ name, kind: 'secret' });
const line = (name: string, max: number): RecordField => ({ name, kind: 'text', max });

export const RECORD_FORMS: Record<SettingsRecordKey, RecordForm> = {
  invoice_settings: {
    key: 'invoice_settings',
    sections: [
      {
        name: 'numbering',
        fields: [
          num('nextinvoicenumber'),
          pick('defaultpaymentterms', PAYMENT_TERM_DAYS, 'days'),
          dec('invoicefee', 'unit_nok'),
        ],
      },
      {
        name: 'reminders',
        help: true,
        fields: [
          num('reminderdays', 'unit_days'),
          dec('reminderfee', 'unit_nok'),
          dec('latepaymentinterest', 'unit_percent'),
        ],
      },
      {
        name: 'payment',
        help: true,
        fields: [
          on('usekid'),
          pick('kidalgorithm', ['mod10', 'mod11']),
          num('kidlength', 'unit_digits'),
          on('ehfenabled'),
          on('foretaksregisteret'),
          on('requireapproval'),
        ],
      },
      {
        name: 'texts',
        fields: [
          { name: 'invoicetext', kind: 'multiline', max: 2000, rows: 3 },
          { name: 'emailsubject', kind: 'text', max: 200 },
          { name: 'emailbody', kind: 'multiline', max: 4000, rows: 4 },
          { name: 'copyemail', kind: 'text', max: 200, inputMode: 'email' },
        ],
      },
    ],
  },
  general_settings: {
    key: 'general_settings',
    sections: [
      {
        name: 'workday',
        fields: [
          { name: 'workdaystart', kind: 'time' },
          { name: 'workdayend', kind: 'time' },
          num('lockmonthday'),
        ],
      },
      {
        name: 'regional',
        fields: [
          pick('defaultcurrency', CURRENCY_CODES, 'raw'),
          { name: 'defaultcountry', kind: 'text', max: 2, uppercase: true },
          num('roundingdecimals'),
          pick('defaultmapnavigation', MAP_NAVIGATION),
        ],
      },
      {
        name: 'numbering',
        help: true,
        fields: [num('nextordernumber'), num('nextoffernumber'), num('nextprojectnumber')],
      },
    ],
  },
  sms_settings: {
    key: 'sms_settings',
    sections: [
      {
        name: 'sender',
        help: true,
        fields: [
          { name: 'sendername', kind: 'text', max: 11 },
          { name: 'countrycode', kind: 'text', max: 5, inputMode: 'tel' },
          { name: 'signature', kind: 'multiline', max: 160, rows: 2 },
          num('maxsmscount'),
        ],
      },
      {
        name: 'sending',
        fields: [
          { name: 'afterhoursstart', kind: 'time' },
          on('sendappointmentreminder'),
          num('reminderhoursbefore', 'unit_hours'),
        ],
      },
    ],
  },
  appointment_settings: {
    key: 'appointment_settings',
    sections: [
      {
        name: 'calendar',
        fields: [
          { name: 'daystart', kind: 'time' },
          { name: 'dayend', kind: 'time' },
          num('defaultduration', 'unit_minutes'),
          pick('slotminutes', SLOT_MINUTES, 'minutes'),
          on('showweekends'),
          on('allowoverlap'),
        ],
      },
      {
        name: 'confirmation',
        fields: [
          on('sendconfirmationemail'),
          { name: 'confirmationtext', kind: 'multiline', max: 2000, rows: 3 },
        ],
      },
    ],
  },
  booking_settings: {
    key: 'booking_settings',
    sections: [
      {
        name: 'page',
        help: true,
        fields: [
          on('enabled'),
          { name: 'title', kind: 'text', max: 100 },
          { name: 'welcometext', kind: 'multiline', max: 2000, rows: 3 },
          { name: 'confirmationtext', kind: 'multiline', max: 2000, rows: 3 },
        ],
      },
      {
        name: 'rules',
        fields: [
          num('minnoticehours', 'unit_hours'),
          num('maxdaysahead', 'unit_days'),
          pick('slotminutes', SLOT_MINUTES, 'minutes'),
          on('requireapproval'),
          on('requirephone'),
          { name: 'notifyemail', kind: 'text', max: 200, inputMode: 'email' },
        ],
      },
    ],
  },
  rental_settings: {
    key: 'rental_settings',
    sections: [
      {
        name: 'periods',
        help: true,
        fields: [
          { name: 'priceperiods', kind: 'checkboxes', options: RENTAL_PERIODS },
          pick('defaultpriceperiod', RENTAL_PERIODS),
          num('chargeddaysperweek', 'unit_days'),
          num('chargeddayspermonth', 'unit_days'),
          num('minimumrentaldays', 'unit_days'),
        ],
      },
      {
        name: 'prices',
        fields: [
          dec('startfee', 'unit_nok'),
          dec('insurancepercentage', 'unit_percent'),
          pick('invoiceinterval', RENTAL_INVOICE_INTERVALS),
        ],
      },
    ],
  },
  warehouse_settings: {
    key: 'warehouse_settings',
    sections: [
      {
        name: 'stock',
        fields: [
          { name: 'defaultwarehouseid', kind: 'ref', resource: 'warehouses', none: 'noDefaultWarehouse' },
          pick('stockvaluation', STOCK_VALUATIONS),
          on('allownegativestock'),
          on('reserveonorder'),
        ],
      },
      { name: 'purchasing', fields: [on('lowstockproposal'), on('allowoverdelivery'), on('blindcount')] },
    ],
  },
  product_settings: {
    key: 'product_settings',
    sections: [
      {
        name: 'numbering',
        fields: [on('autonumber'), num('nextproductnumber'), { name: 'numberprefix', kind: 'text', max: 10 }],
      },
      {
        name: 'defaults',
        fields: [
          pick('defaultproducttype', PRODUCT_TYPES),
          pick('defaultinsurancecosttype', INSURANCE_COST_TYPES),
          dec('targetgrossmargin', 'unit_percent'),
        ],
      },
      {
        name: 'rules',
        fields: [on('pricesincludevat'), on('showcostpricetotechnicians'), on('requireean')],
      },
    ],
  },
  material_settings: {
    key: 'material_settings',
    sections: [
      {
        name: 'stock',
        fields: [pick('deductstock', STOCK_DEDUCTION), on('requirewarehouse'), on('showstockinpicker')],
      },
      {
        name: 'lines',
        fields: [
          on('allowfreetextlines'),
          on('techniciancanchangeprice'),
          dec('defaultdiscount', 'unit_percent'),
        ],
      },
    ],
  },
  first_page_template: {
    key: 'first_page_template',
    sections: [
      {
        name: 'layout',
        help: true,
        fields: [
          pick('layout', FIRST_PAGE_LAYOUTS),
          { name: 'title', kind: 'text', max: 200 },
          on('showlogo'),
          on('showmembershiplogo'),
          on('showcertificationbody'),
        ],
      },
      {
        name: 'content',
        fields: [{ name: 'content', kind: 'template', template: 'firstpage', max: FIRST_PAGE_CONTENT_MAX }],
      },
    ],
  },
  task_configuration: {
    key: 'task_configuration',
    sections: [
      {
        name: 'newtask',
        help: true,
        fields: [
          { name: 'defaulttasktypeid', kind: 'ref', resource: 'tasktypes', none: 'noDefault' },
          { name: 'defaulttaskstatusid', kind: 'ref', resource: 'taskstatuses', none: 'noDefault' },
          num('defaultduedays', 'unit_days'),
        ],
      },
      {
        name: 'numbering',
        fields: [{ name: 'numberprefix', kind: 'text', max: 10 }, num('nexttasknumber')],
      },
      {
        name: 'notifications',
        fields: [
          on('notifyassignee'),
          on('emailassignee'),
          on('sendreminder'),
          num('reminderdaysbefore', 'unit_days'),
          { name: 'remindertime', kind: 'time' },
        ],
      },
      {
        name: 'completion',
        fields: [
          pick('whomayclose', TASK_CLOSERS),
          on('setcompleteddate'),
          on('requirecompletioncomment'),
          on('techniciansmayassignothers'),
        ],
      },
    ],
  },
  default_terms: {
    key: 'default_terms',
    sections: [
      {
        name: 'sales',
        fields: [
          { name: 'offerterms', kind: 'multiline', max: 8000, rows: 5 },
          num('offervaliditydays', 'unit_days'),
          { name: 'orderterms', kind: 'multiline', max: 8000, rows: 5 },
        ],
      },
      {
        name: 'invoicing',
        fields: [
          { name: 'invoiceterms', kind: 'multiline', max: 8000, rows: 5 },
          { name: 'rentalterms', kind: 'multiline', max: 8000, rows: 5 },
        ],
      },
    ],
  },
  servicecontract_settings: {
    key: 'servicecontract_settings',
    sections: [
      { name: 'numbering', fields: [num('nextcontractnumber'), line('numberprefix', 10)] },
      {
        name: 'contract',
        help: true,
        fields: [
          pick('defaultintervalmonths', SERVICE_INTERVAL_MONTHS, 'months'),
          num('defaultdurationmonths', 'unit_months'),
          num('createordersdaysahead', 'unit_days'),
          pick('orderdateshown', CONTRACT_ORDER_DATES),
          on('autorenew'),
          num('renewalnoticedays', 'unit_days'),
        ],
      },
      {
        name: 'invoicing',
        fields: [
          pick('invoiceinterval', CONTRACT_INVOICE_INTERVALS),
          pick('adjustment', CONTRACT_ADJUSTMENTS),
          dec('adjustmentpercentage', 'unit_percent'),
          on('invoiceinadvance'),
        ],
      },
    ],
  },
  advanced_tickets: {
    key: 'advanced_tickets',
    sections: [
      {
        name: 'defaults',
        fields: [
          line('numberprefix', 10),
          { name: 'defaultstatus_id', kind: 'ref', resource: 'ticketstatus', none: 'noDefault' },
          { name: 'defaultpriority_id', kind: 'ref', resource: 'ticketpriorities', none: 'noDefault' },
        ],
      },
      { name: 'assignment', fields: [on('autoassign'), pick('assignmode', TICKET_ASSIGN_MODES)] },
      {
        name: 'mail',
        fields: [on('replybymail'), on('notifycustomeroncreate'), on('notifyassignee')],
      },
      {
        name: 'sla',
        help: true,
        fields: [
          num('slaresponsehours', 'unit_hours'),
          num('slaresolutionhours', 'unit_hours'),
          num('autoclosedays', 'unit_days'),
        ],
      },
    ],
  },
  sharepoint: {
    key: 'sharepoint',
    sections: [
      {
        name: 'connection',
        help: true,
        fields: [line('siteurl', 300), line('tenantid', 36), line('clientid', 36), secret('clientsecret')],
      },
      { name: 'folders', fields: [line('documentlibrary', 200), line('rootfolder', 200)] },
    ],
  },
  dms_settings: {
    key: 'dms_settings',
    sections: [
      { name: 'storage', help: true, fields: [pick('provider', DOCUMENT_STORAGE_PROVIDERS)] },
      {
        name: 'azure',
        help: true,
        fields: [line('azureaccountname', 24), line('azurecontainer', 63), secret('azureaccesskey')],
      },
      {
        name: 'folders',
        fields: [
          pick('folderstructure', FOLDER_STRUCTURES),
          num('maxfilesizemb', 'unit_mb'),
          on('createfoldersautomatically'),
          on('includerecordnumber'),
        ],
      },
    ],
  },
  clicksend_configuration: {
    key: 'clicksend_configuration',
    sections: [
      {
        name: 'account',
        help: true,
        fields: [line('username', 100), secret('apikey'), line('senderid', 16), on('deliveryreports')],
      },
    ],
  },
  unimicro_login: {
    key: 'unimicro_login',
    sections: [
      {
        name: 'login',
        help: true,
        fields: [
          pick('environment', INTEGRATION_ENVIRONMENTS),
          line('companykey', 36),
          line('username', 100),
          secret('password'),
        ],
      },
      { name: 'transfer', fields: [on('exportcustomers'), on('exportinvoices'), on('importpayments')] },
    ],
  },
  boligmappa: {
    key: 'boligmappa',
    sections: [
      {
        name: 'connection',
        help: true,
        fields: [
          pick('environment', INTEGRATION_ENVIRONMENTS),
          line('clientid', 200),
          secret('clientsecret'),
        ],
      },
      {
        name: 'upload',
        fields: [on('uploadoncomplete'), on('includechecklists'), on('includephotos')],
      },
    ],
  },
  shopify_collections: {
    key: 'shopify_collections',
    sections: [
      {
        name: 'shop',
        help: true,
        fields: [line('shopdomain', 200), secret('accesstoken')],
      },
      {
        name: 'sync',
        help: true,
        fields: [
          { name: 'collections', kind: 'lines', max: 100 },
          on('syncproducts'),
          on('syncstock'),
          on('syncprices'),
          on('importorders'),
        ],
      },
    ],
  },
};

/** Every field of a form, in screen order. */
export function formFieldsOf(form: RecordForm): RecordField[] {
  return form.sections.flatMap((s) => s.fields);
}
