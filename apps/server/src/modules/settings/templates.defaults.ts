// The Norwegian mail, SMS, notification and document texts a new company starts with (issue 3 "Demo data"): one
// standard text per event the system sends, the templates users pick from, and a checklist header and footer.
// Tags are the placeholders of packages/shared/src/templates/template-kinds.ts.

type Row = Record<string, unknown>;

const signature = '\n\nMed vennlig hilsen\n{{username}}\n{{companyname}}\nTlf. {{companyphone}}';

export const TEMPLATE_DEFAULTS: Record<string, Row[]> = {
  mailcontents: [
    {
      event: 'orderconfirmation',
      subject: 'Ordrebekreftelse {{ordernumber}}',
      body:
        'Hei {{contactname}},\n\nTakk for bestillingen. Vi bekrefter ordre {{ordernumber}}: {{orderdescription}}.\n' +
        'Oppstart: {{orderdate}} kl. {{ordertime}}, {{orderaddress}}.' +
        signature,
    },
    {
      event: 'technicianonway',
      subject: 'Montøren er på vei – ordre {{ordernumber}}',
      body: 'Hei {{contactname}},\n\n{{technician}} er på vei til {{orderaddress}}.' + signature,
    },
    {
      event: 'ordercompleted',
      subject: 'Arbeidet er utført – ordre {{ordernumber}}',
      body:
        'Hei {{contactname}},\n\nArbeidet på ordre {{ordernumber}} ({{orderdescription}}) er utført. ' +
        'Servicerapporten ligger vedlagt.' +
        signature,
    },
    {
      event: 'offer',
      subject: 'Tilbud {{offernumber}} fra {{companyname}}',
      body:
        'Hei {{contactname}},\n\nVedlagt finner du vårt tilbud {{offernumber}}: {{offertitle}}. ' +
        'Tilbudet gjelder til {{offervaliduntil}}.\n\nDu kan godta eller avslå tilbudet her: {{offerlink}}' +
        signature,
    },
    {
      event: 'invoice',
      subject: 'Faktura {{invoicenumber}} fra {{companyname}}',
      body:
        'Hei,\n\nVedlagt følger faktura {{invoicenumber}} på kr {{invoiceamount}} med forfall {{duedate}}.\n' +
        'Betal til kontonummer {{accountnumber}} og merk betalingen med KID {{kid}}.' +
        signature,
    },
    {
      event: 'reminder',
      subject: 'Purring på faktura {{invoicenumber}}',
      body:
        'Hei,\n\nVi kan ikke se å ha mottatt betaling for faktura {{invoicenumber}} på kr {{invoiceamount}}, ' +
        'som forfalt {{duedate}}. Vennligst betal til kontonummer {{accountnumber}} med KID {{kid}}.\n' +
        'Har du allerede betalt, kan du se bort fra denne purringen.' +
        signature,
    },
    {
      event: 'bookingconfirmation',
      subject: 'Bekreftelse på booking {{bookingnumber}}',
      body:
        'Hei {{contactname}},\n\nVi bekrefter bookingen av {{bookingequipment}} {{bookingdate}} kl. {{bookingtime}}.' +
        signature,
    },
    {
      event: 'servicereminder',
      subject: 'Tid for service på {{equipmentname}}',
      body:
        'Hei {{contactname}},\n\n{{equipmentname}} ({{fabricate}} {{model}}) skal ha service innen {{nextvisit}}. ' +
        'Ta kontakt på {{companyphone}} for å avtale tid.' +
        signature,
    },
  ],
  smscontents: [
    {
      event: 'orderconfirmation',
      text: 'Hei {{contactname}}, vi bekrefter ordre {{ordernumber}}. Vi kommer {{orderdate}} kl. {{ordertime}}. Hilsen {{companyname}}',
    },
    {
      event: 'technicianonway',
      text: 'Hei {{contactname}}, {{technician}} er på vei til deg nå. Hilsen {{companyname}}',
    },
    {
      event: 'ordercompleted',
      text: 'Hei {{contactname}}, arbeidet på ordre {{ordernumber}} er utført. Hilsen {{companyname}}',
    },
    {
      event: 'offer',
      text: 'Hei {{contactname}}, du har fått tilbud {{offernumber}} fra {{companyname}} på e-post.',
    },
    {
      event: 'invoice',
      text: 'Faktura {{invoicenumber}} på kr {{invoiceamount}} er sendt, forfall {{duedate}}. Hilsen {{companyname}}',
    },
    {
      event: 'reminder',
      text: 'Påminnelse: faktura {{invoicenumber}} forfalt {{duedate}}. KID {{kid}}. Hilsen {{companyname}}',
    },
    {
      event: 'bookingconfirmation',
      text: 'Hei {{contactname}}, bookingen din {{bookingdate}} kl. {{bookingtime}} er bekreftet. Hilsen {{companyname}}',
    },
    {
      event: 'servicereminder',
      text: 'Hei {{contactname}}, det er tid for service på {{equipmentname}}. Ring {{companyphone}} for avtale. Hilsen {{companyname}}',
    },
  ],
  mailtemplates: [
    {
      name: 'Ordrebekreftelse',
      module: 1,
      subject: 'Ordrebekreftelse {{ordernumber}}',
      body:
        'Hei {{contactname}},\n\nVi bekrefter ordre {{ordernumber}} med oppstart {{orderdate}}.' + signature,
    },
    {
      name: 'Tilbakemelding etter service',
      module: 3,
      subject: 'Service på {{equipmentname}}',
      body:
        'Hei {{contactname}},\n\nVi har nå utført service på {{equipmentname}}. Neste service: {{nextvisit}}.' +
        signature,
    },
    {
      name: 'Generell henvendelse',
      module: 2,
      subject: 'Henvendelse fra {{companyname}}',
      body: 'Hei {{contactname}},\n\n' + signature.trimStart(),
    },
  ],
  smstemplates: [
    {
      name: 'Vi kommer',
      module: 1,
      text: 'Hei {{contactname}}, vi kommer {{orderdate}} kl. {{ordertime}}. Hilsen {{companyname}}',
    },
    {
      name: 'Forsinket',
      module: 1,
      text: 'Hei {{contactname}}, vi er dessverre litt forsinket. Vi ringer når vi er på vei. Hilsen {{companyname}}',
    },
    {
      name: 'Utstyr klart',
      module: 26,
      text: 'Hei {{contactname}}, {{bookingequipment}} er klar for henting. Hilsen {{companyname}}',
    },
  ],
  offermailtemplates: [
    {
      name: 'Standard tilbud',
      isdefault: true,
      subject: 'Tilbud {{offernumber}}: {{offertitle}}',
      body:
        'Hei {{contactname}},\n\nTakk for hyggelig prat. Vedlagt er tilbudet vårt på {{offertitle}}, ' +
        'kr {{offeramount}} eks. mva. Tilbudet gjelder til {{offervaliduntil}}.\n\n' +
        'Svar på tilbudet her: {{offerlink}}' +
        signature,
    },
  ],
  notificationtemplates: [
    {
      name: 'Ny ordre tildelt',
      module: 1,
      title: 'Ordre {{ordernumber}} er tildelt deg',
      body: '{{customername}}: {{orderdescription}}, {{orderdate}}.',
    },
    {
      name: 'Tilbud besvart',
      module: 4,
      title: 'Tilbud {{offernumber}} er besvart',
      body: '{{customername}} har svart på tilbudet {{offertitle}}.',
    },
    {
      name: 'Service forfaller',
      module: 3,
      title: 'Service på {{equipmentname}} forfaller',
      body: '{{customername}}: neste service {{nextvisit}}.',
    },
  ],
  documenttemplates: [
    {
      name: 'Utstyrsoversikt',
      module: 3,
      content:
        '<h1>{{name}}</h1>\n<table>\n<tr><th>Kunde</th><td>{{customer.name}}</td></tr>\n' +
        '<tr><th>Fabrikat og modell</th><td>{{fabricate.name}} {{model.name}}</td></tr>\n' +
        '<tr><th>Serienummer</th><td>{{serialnumber}}</td></tr>\n<tr><th>Plassering</th><td>{{location}}</td></tr>\n' +
        '<tr><th>Neste service</th><td>{{nextvisit}}</td></tr>\n</table>\n<p>Utskrevet {{date}} av {{companyname}}</p>',
    },
  ],
  checklistheaderandfooter: [
    {
      name: 'Standard topptekst',
      isheader: true,
      content:
        '<table style="width:100%"><tr><td><strong>{{companyname}}</strong><br>{{companyaddress}}<br>Org.nr. {{companyorgnumber}}</td>' +
        '<td style="text-align:right">{{checklistname}}<br>Ordre {{ordernumber}}<br>{{date}}</td></tr></table>',
    },
    {
      name: 'Standard bunntekst',
      isheader: false,
      content:
        '<p style="text-align:center">{{companyname}} · Tlf. {{companyphone}} · {{companyemail}} · Kontrollert av {{inspector}}</p>',
    },
  ],
};
