import { describe, expect, it } from 'vitest';
import { smsCount, smsLength } from '../validation/sms';
import { escapeHtml, insertTag, placeholdersIn, renderTemplate, templateValuesOf } from './placeholders';
import {
  MESSAGE_EVENT_KEYS,
  placeholderLabelKey,
  placeholdersFor,
  sampleValues,
  TEMPLATE_FORMATS,
  type TemplateKind,
} from './template-kinds';
import { templates } from '../translations/sections/templates';

describe('renderTemplate', () => {
  it('fills every tag with its value', () => {
    expect(
      renderTemplate('Ordrebekreftelse {{ordernumber}} til {{customername}}', {
        ordernumber: 24017,
        customername: 'Fjordvik AS',
      }),
    ).toBe('Ordrebekreftelse 24017 til Fjordvik AS');
  });

  it('matches names case-insensitively (spec 02 §5), in the template and in the values', () => {
    expect(renderTemplate('{{CustomerName}} / {{ORDERNUMBER}}', { customername: 'A', OrderNumber: 7 })).toBe(
      'A / 7',
    );
  });

  it('leaves a missing value, null or undefined as empty text', () => {
    expect(renderTemplate('Hei {{contactname}}, {{nosuch}}!', { contactname: null })).toBe('Hei , !');
    expect(renderTemplate('[{{a}}]', { a: undefined })).toBe('[]');
  });

  it('allows spaces inside the braces and dotted names of a parent record', () => {
    expect(renderTemplate('{{ customer.name }}', { 'customer.name': 'Fjordvik' })).toBe('Fjordvik');
  });

  it('leaves text that is no tag alone: single braces, empty braces, unfinished tags', () => {
    const text = 'pris {kr} {{}} {{ordre nummer}} {{open';
    expect(renderTemplate(text, { kr: 1 })).toBe(text);
  });

  it('HTML-escapes values into HTML but keeps the template markup', () => {
    expect(
      renderTemplate(
        '<b>{{customername}}</b>',
        { customername: 'A & B <script>"x"</script>' },
        { html: true },
      ),
    ).toBe('<b>A &amp; B &lt;script&gt;&quot;x&quot;&lt;/script&gt;</b>');
    // Plain text (SMS, mail text) is not escaped.
    expect(renderTemplate('{{n}}', { n: 'A & B' })).toBe('A & B');
  });

  it('does not read a value as a new tag', () => {
    expect(renderTemplate('{{a}}', { a: '{{b}}', b: 'x' })).toBe('{{b}}');
  });
});

describe('placeholdersIn and insertTag', () => {
  it('lists the tags used, lower case, each once', () => {
    expect(placeholdersIn('{{Date}} {{date}} {{ customer.name }} {x}')).toEqual(['date', 'customer.name']);
  });

  it('puts the tag at the cursor, over a selection, and moves the cursor behind it', () => {
    expect(insertTag('Hei !', 4, 4, 'contactname')).toEqual({ text: 'Hei {{contactname}}!', cursor: 19 });
    expect(insertTag('Hei NAVN!', 4, 8, 'contactname').text).toBe('Hei {{contactname}}!');
    expect(insertTag('ab', 99, 99, 'x')).toEqual({ text: 'ab{{x}}', cursor: 7 });
  });

  it('escapes the five HTML characters', () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;');
  });
});

describe('templateValuesOf', () => {
  it('flattens references, shows dates as DD.MM.YYYY and decimals with a comma', () => {
    const values = templateValuesOf({
      name: 'Varmepumpe',
      nextvisit: '2027-03-16',
      hourmeter: 4312.5,
      yearmodel: 2021,
      customer: { id: 3, name: 'Fjordvik' },
      building_id: null,
    });
    expect(values).toMatchObject({
      name: 'Varmepumpe',
      nextvisit: '16.03.2027',
      hourmeter: '4 312,50',
      yearmodel: 2021,
      'customer.name': 'Fjordvik',
      building_id: '',
    });
    expect(renderTemplate('{{Customer.Name}}: {{nextvisit}}', values)).toBe('Fjordvik: 16.03.2027');
  });
});

describe('placeholders of each template kind', () => {
  const kinds = Object.keys(TEMPLATE_FORMATS) as TemplateKind[];

  it('offers the record of the module: order number for orders, KID for invoices, equipment fields for module 3', () => {
    const names = (kind: TemplateKind, context = {}) => placeholdersFor(kind, context).map((p) => p.name);
    expect(names('mail', { module: 1 })).toEqual(
      expect.arrayContaining(['ordernumber', 'customername', 'companyname', 'date']),
    );
    expect(names('mail', { module: 1 })).not.toContain('kid');
    expect(names('sms', { module: 16 })).toContain('kid');
    expect(names('mail', { event: 'bookingconfirmation' })).toContain('bookingdate');
    expect(names('document', { module: 3 })).toEqual(
      expect.arrayContaining(['serialnumber', 'customer.name', 'model.name']),
    );
    expect(names('checklistheader')).toEqual(
      expect.arrayContaining(['companyname', 'ordernumber', 'inspector']),
    );
    // spec 02 §3 machine-checklist first page fields, under the spec's names.
    expect(names('firstpage')).toEqual(
      expect.arrayContaining([
        'internnr',
        'serienr',
        'fabricatwithmodel',
        'arsmodel',
        'timeteller',
        'departure',
      ]),
    );
  });

  it('offers each name once per kind and module, with a sample and a label in all four languages', () => {
    for (const kind of kinds) {
      for (const module of [undefined, 1, 2, 3, 4, 15, 16, 26, 27]) {
        const list = placeholdersFor(kind, { module });
        expect(new Set(list.map((p) => p.name)).size, `${kind} ${module}`).toBe(list.length);
        for (const p of list) {
          expect(p.sample, p.name).not.toBe('');
          const key = placeholderLabelKey(p.name).slice('templates.'.length) as keyof typeof templates;
          expect(templates[key], key).toBeDefined();
        }
      }
    }
  });

  it('gives dates in the samples as DD.MM.YYYY', () => {
    const samples = sampleValues(placeholdersFor('mail', { module: 16 }));
    expect(samples.duedate).toMatch(/^\d{2}\.\d{2}\.\d{4}$/);
    expect(samples.invoiceamount).toMatch(/,\d{2}$/);
  });

  it('has a module for every standard event', () => {
    for (const event of MESSAGE_EVENT_KEYS)
      expect(placeholdersFor('sms', { event }).length).toBeGreaterThan(10);
  });
});

describe('SMS length of a template (spec 01 §5: a placeholder counts 20)', () => {
  it('counts a {{tag}} as one placeholder', () => {
    expect(smsLength('Hei {{contactname}}!')).toBe(4 + 20 + 1);
    expect(smsCount('x'.repeat(130) + '{{date}}')).toBe(1);
    expect(smsCount('x'.repeat(131) + '{{date}}')).toBe(2);
  });
});
