// issue 8 (checklists, the screens): a form with a radio, a checkpoint group, an image field and a signature is
// built in the form builder (palette click and drag and drop); it is filled in on an order in a phone-sized window
// with a photo and a drawn signature; completion is refused while the radio is unanswered and while a checkpoint
// has a defect, then accepted; its PDF opens; it is shared by e-mail and lands in the order's mail history. A
// dropped connection loses nothing typed: the answers wait on the device and go when the connection is back. On an
// order with two equipment, an F-gas fill names its equipment (picked on the phone) and shows in /f_gas_reports.
// On a touch phone the builder's fields are reordered by dragging their handle with a finger (Chromium's touch
// emulation: touch events through CDP, which the page gets as pointer events of type touch).
import { describe, expect, it } from 'vitest';
import type { APIRequestContext } from 'playwright-core';
import {
  asSignedIn,
  baseURL,
  screenshotPath,
  signInThroughApi,
  switchTenantThroughApi,
  useBrowser,
  waitForShell,
  withScreenshotOnFailure,
} from './support/browser-session';
import { JSON_HEADERS as HEADERS, postOk as post } from './support/master-data';
import { drawSignature } from './support/signature';
import { uiText } from './support/ui-texts';

const browser = useBrowser();

async function checklistToken(request: APIRequestContext): Promise<string> {
  const init = await post<{ checklistapiconfig: { accesstoken: string } }>(
    request,
    'auth/get_initial_load_data',
    {},
  );
  return init.checklistapiconfig.accesstoken;
}

async function readChecklist(request: APIRequestContext, id: number) {
  const token = await checklistToken(request);
  const r = await request.get(`/checklistapi/checklists/${id}`, {
    headers: { ...HEADERS, 'access-token': token },
  });
  expect(r.status()).toBe(200);
  const c = (await r.json()) as { status: number; data: string; version: number };
  return { ...c, answers: JSON.parse(c.data) as Record<string, unknown> };
}

async function newOrder(request: APIRequestContext, description: string): Promise<number> {
  const customer = await post<{ id: number }>(request, 'customers', {
    name: `Kuldeservice ${Date.now() % 100000} AS`,
  });
  const order = await post<{ id: number }>(request, 'orders', { customer_id: customer.id, description });
  return order.id;
}

/** A tiny red PNG, as a phone camera would hand one over (the file input's capture). */
const PHOTO = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAgAAAAICAIAAABLbSncAAAAEklEQVR4nGP4z8CAFWEXHbQSACj/P8Fu7N9hAAAAAElFTkSuQmCC',
  'base64',
);

describe('checklists: builder and filling in', () => {
  it('builds a form, fills it on an order on a phone with a photo and a signature, completes, prints and shares it', async () => {
    await asSignedIn(
      browser(),
      'admin',
      'demo',
      'checklists-build-fill',
      async ({ page, context, pageErrors }) => {
        const request = context.request;
        const formName = `Service varmepumpe ${Date.now() % 100000}`;

        // --- The builder: a new form, fields from the palette (click and drag), the rules shown on the fields.
        await page.goto('/checklist_forms');
        await waitForShell(page);
        await page.getByRole('button', { name: uiText('checklists.newForm') }).click();
        await page.getByLabel(uiText('checklists.formName')).fill(formName);
        const palette = page.locator(`[aria-label="${uiText('checklists.palette')}"]`);
        await palette.locator('[data-palette-type="4"]').click();
        await palette.locator('[data-palette-type="20"]').click();
        await palette.locator('[data-palette-type="26"]').click();
        // The signature is dragged onto the canvas and dropped on the first field: it goes in before it (a tall
        // window, so palette and canvas are both in view while the pointer is held down as a user drags).
        await page.setViewportSize({ width: 1366, height: 1600 });
        await palette.locator('[data-palette-type="13"]').hover();
        await page.mouse.down();
        const first = (await page.locator('[data-field-name="radio_1"]').boundingBox())!;
        await page.mouse.move(first.x + first.width / 2, first.y + first.height / 2, { steps: 6 });
        await page.mouse.up();
        const canvas = page.getByTestId('builder-canvas');
        await expect(canvas.locator('[data-field-name]').count()).resolves.toBe(4);
        await canvas.locator('[data-field-name="signature_1"]').waitFor();

        // A field name breaking the rule shows 'Invalid name' on the field before the server is asked.
        await canvas.locator('[data-field-name="radio_1"]').click();
        const nameInput = page.locator('input[data-attr="name"]');
        await nameInput.fill('kunde til stede');
        await page.getByText(uiText('validation.invalidName')).waitFor();
        await nameInput.fill('kunde_til_stede');
        await page.locator('input[data-attr="label"]').fill('Kunde til stede');
        const columns = page.locator('input[data-attr="columns"]');
        await columns.fill('13');
        await page.getByText(uiText('validation.invalidColumns')).waitFor();
        await columns.fill('6');
        await page.setViewportSize({ width: 1280, height: 900 });
        await page.screenshot({ path: screenshotPath('checklists-builder-1280'), fullPage: true });

        await page.getByRole('button', { name: uiText('checklists.save') }).click();
        await page.getByText(uiText('checklists.formSaved')).waitFor();
        await page.waitForURL((url) => /form=\d+/.test(url.search));
        const formId = Number(new URL(page.url()).searchParams.get('form'));
        const form = await (await request.get(`/api/forms/${formId}`, { headers: HEADERS })).json();
        expect(form.properties.map((p: { name: string; type: number }) => [p.name, p.type])).toEqual([
          ['signature_1', 13],
          ['kunde_til_stede', 4],
          ['machine_service_component_1', 20],
          ['image_1', 26],
        ]);
        // Yes/No/Not applicable stored as yes, no, not_applicable.
        expect(form.properties[1].options.map((o: { value: string }) => o.value)).toEqual([
          'yes',
          'no',
          'not_applicable',
        ]);
        expect(form.properties[1].columns).toBe(6);

        // --- Filling in on an order, phone-sized.
        const orderId = await newOrder(request, 'Årlig service varmepumpe');
        await page.setViewportSize({ width: 360, height: 740 });
        await page.goto(`/orders/${orderId}/checklist`);
        await page.getByRole('button', { name: uiText('checklists.newChecklist') }).click();
        await page.getByRole('combobox', { name: uiText('checklists.chooseForm') }).click();
        await page.getByRole('option', { name: formName }).click();
        await page.getByRole('button', { name: uiText('checklists.create') }).click();
        await page.getByTestId('checklist-fields').waitFor();
        const checklistId = Number(new URL(page.url()).searchParams.get('checklist'));
        expect(checklistId).toBeGreaterThan(0);

        // Completion refused while the radio is unanswered: the field is marked.
        await page.getByRole('button', { name: uiText('checklists.complete') }).click();
        await page.getByTestId('completion-refused').waitFor();
        await page.locator('[data-field-error="true"]').waitFor();
        await page.screenshot({ path: screenshotPath('checklists-fill-refused-360'), fullPage: true });

        await page.getByRole('radio', { name: uiText('checklistsapi.yes') }).check();
        // Checkpoint 1.1 OK, 1.2 a defect: refused again, the checkpoint marked.
        await page
          .locator('[data-checkpoint="1.1"]')
          .getByRole('button', { name: uiText('checklists.cpLabel_1') })
          .click();
        await page
          .locator('[data-checkpoint="1.2"]')
          .getByRole('button', { name: uiText('checklists.cpLabel_3') })
          .click();
        await page
          .locator('[data-checkpoint="1.3"]')
          .getByRole('button', { name: uiText('checklists.cpLabel_1') })
          .click();
        await page.getByRole('button', { name: uiText('checklists.complete') }).click();
        await page.getByTestId('completion-refused').waitFor();
        await page.getByText(uiText('checklistsapi.checklistCheckpointDefect')).first().waitFor();
        await page
          .locator('[data-checkpoint="1.2"]')
          .getByRole('button', { name: uiText('checklists.cpLabel_2') })
          .click();
        // A comment on the checkpoint with the remark.
        await page
          .locator('[data-checkpoint="1.2"]')
          .getByLabel(uiText('checklists.comments'))
          .fill('Litt rust på kabinett');

        // A photo straight from the camera input, through the files platform.
        await page
          .locator('#field-image_1 [data-testid="photo-input"]')
          .setInputFiles({ name: 'kabinett.png', mimeType: 'image/png', buffer: PHOTO });
        await page.locator('#field-image_1 img[alt="kabinett.png"]').waitFor();

        // The customer signs with a finger (mouse here).
        await drawSignature(page, page.locator('#field-signature_1'));
        // The signature is saved with the answers (autosave): 'saved' may still show the save before it, so the
        // test waits for the server to have it.
        await expect
          .poll(async () => String((await readChecklist(request, checklistId)).answers.signature_1))
          .toMatch(/^data:image\/png;base64,/);
        await page
          .getByTestId('save-state')
          .filter({ hasText: uiText('checklists.state_saved') })
          .waitFor();
        await page.screenshot({ path: screenshotPath('checklists-fill-360'), fullPage: true });

        const saved = await readChecklist(request, checklistId);
        expect(saved.answers.kunde_til_stede).toBe('yes');
        const group = saved.answers.machine_service_component_1 as {
          subitems: { radioBoxValue: number; comments?: string }[];
        };
        expect(group.subitems.map((s) => s.radioBoxValue)).toEqual([1, 2, 1]);
        expect(group.subitems[1]!.comments).toBe('Litt rust på kabinett');
        expect((saved.answers.image_1 as { filesIds: number[] }).filesIds).toHaveLength(1);
        expect(String(saved.answers.signature_1)).toMatch(/^data:image\/png;base64,/);

        await page.getByRole('button', { name: uiText('checklists.complete') }).click();
        await page
          .getByTestId('checklist-status')
          .filter({ hasText: uiText('checklistsapi.status_2') })
          .waitFor();
        expect((await readChecklist(request, checklistId)).status).toBe(2);

        // The PDF opens.
        const popup = context.waitForEvent('page').catch(() => null);
        await page.getByRole('button', { name: uiText('checklists.pdf') }).click();
        const link = page.getByTestId('pdf-link');
        await link.waitFor();
        await (await popup)?.close();
        const pdf = await request.get((await link.getAttribute('href'))!);
        expect(pdf.status()).toBe(200);
        expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');

        // Shared by e-mail: kept in the order's mail history.
        await page.getByRole('button', { name: uiText('checklists.share') }).click();
        await page
          .getByRole('textbox', { name: uiText('checklists.shareTo'), exact: true })
          .fill('kunde@example.no');
        await page.getByRole('button', { name: uiText('checklists.shareSend') }).click();
        await page.getByText(uiText('checklists.shareSent')).waitFor();
        const history = await post<{ items: { subject: string; to: string }[] }>(
          request,
          'mail_history/list',
          {
            match: { moduleid: 1, recordid: orderId },
          },
        );
        expect(history.items[0]).toMatchObject({ to: 'kunde@example.no' });

        await page.setViewportSize({ width: 1280, height: 900 });
        await page.screenshot({ path: screenshotPath('checklists-fill-completed-1280'), fullPage: true });
        expect(pageErrors).toEqual([]);
      },
    );
  });

  it('keeps answers typed without a connection; an F-gas fill on one of the order’s two equipment reaches the F-gas report', async () => {
    await asSignedIn(
      browser(),
      'admin',
      'demo',
      'checklists-offline',
      async ({ page, context, pageErrors }) => {
        const request = context.request;
        const stamp = Date.now() % 100000;
        const form = await post<{ id: number }>(request, 'forms', {
          name: `Befaring ${stamp}`,
          properties: [
            { name: 'merknad', label: 'Merknad', type: 1, columns: 12 },
            { name: 'fylling', label: 'Påfylling', type: 29, columns: 12 },
          ],
        });
        const customer = await post<{ id: number }>(request, 'customers', { name: `Kjølekunde ${stamp} AS` });
        const [first, second] = await Promise.all(
          ['A', 'B'].map((x) =>
            post<{ id: number; name: string }>(request, 'equipments', {
              name: `Kjøleaggregat ${x} ${stamp}`,
              customer_id: customer.id,
            }),
          ),
        );
        const order = await post<{ id: number }>(request, 'orders', {
          customer_id: customer.id,
          description: 'Befaring',
          equipment_ids: [first!.id, second!.id],
        });
        const orderId = order.id;
        const token = await checklistToken(request);
        const created = await request.post('/checklistapi/orderchecklists', {
          headers: { ...HEADERS, 'access-token': token },
          data: { order_id: orderId, form_id: form.id },
        });
        const checklist = (await created.json()) as { id: number };

        await page.setViewportSize({ width: 360, height: 740 });
        await page.goto(`/orders/${orderId}/checklist?checklist=${checklist.id}`);
        await page.getByTestId('checklist-fields').waitFor();
        await context.setOffline(true);
        await page.getByLabel('Merknad').fill('Skrevet i kjelleren uten dekning');
        await page
          .getByTestId('save-state')
          .filter({ hasText: uiText('checklists.state_offline') })
          .waitFor();
        expect((await readChecklist(request, checklist.id)).answers.merknad).toBeUndefined();
        await page.screenshot({ path: screenshotPath('checklists-offline-360') });

        await context.setOffline(false);
        await page
          .getByTestId('save-state')
          .filter({ hasText: uiText('checklists.state_saved') })
          .waitFor();
        expect((await readChecklist(request, checklist.id)).answers.merknad).toBe(
          'Skrevet i kjelleren uten dekning',
        );

        // --- F-gas on an order with two equipment: the fill says which one it is for, picked on the phone.
        await page.getByLabel(uiText('checklists.amountAdded')).fill('2,5');
        await page.getByText(uiText('checklists.fgasEquipmentMissing')).waitFor();
        await page.getByRole('combobox', { name: uiText('checklists.fgasEquipment') }).click();
        await page.getByRole('option', { name: second!.name }).click();
        await page
          .getByTestId('save-state')
          .filter({ hasText: uiText('checklists.state_saved') })
          .waitFor();
        await expect
          .poll(async () => (await readChecklist(request, checklist.id)).answers.fylling)
          .toMatchObject({ added: '2,5', equipment_id: second!.id });
        await page.screenshot({ path: screenshotPath('checklists-fgas-equipment-360'), fullPage: true });
        await page.goto('/f_gas_reports');
        const card = page.getByTestId('fgas-cards').locator('> *').filter({ hasText: second!.name });
        await card.waitFor();
        await expect(card.textContent()).resolves.toMatch(/2,5/);
        await expect(
          page.getByTestId('fgas-cards').locator('> *').filter({ hasText: first!.name }).count(),
        ).resolves.toBe(0);
        expect(pageErrors).toEqual([]);
      },
    );
  });

  it('places every field type, previews, saves and fills them; only a user with the permission reopens', async () => {
    await asSignedIn(
      browser(),
      'admin',
      'demo',
      'checklists-all-types',
      async ({ page, context, pageErrors }) => {
        const request = context.request;
        await page.goto('/checklist_forms?form=new');
        await page.getByTestId('builder-canvas').waitFor();
        await page.getByLabel(uiText('checklists.formName')).fill(`Alle felttyper ${Date.now() % 100000}`);
        const chips = page.locator('[data-palette-type]');
        const count = await chips.count();
        expect(count).toBe(32);
        for (let i = 0; i < count; i++) await chips.nth(i).click();
        await expect(page.locator('[data-field-name]').count()).resolves.toBe(32);
        // The panel's data rows and the checkbox group's products from the register have their editors.
        await page.locator('[data-field-name="panel_1"]').click();
        await page.getByTestId('add-dataRows').click();
        await page.locator('[data-attr="dataRows.0.source"]').fill('utstyr');
        await page.locator('[data-field-name="checkbox_1"]').click();
        await page.getByRole('combobox', { name: uiText('checklists.addFromProducts') }).click();
        const product = page.getByRole('option').first();
        await product.waitFor();
        const productText = (await product.textContent())!;
        await product.click();
        await page.getByRole('tab', { name: uiText('checklists.preview') }).click();
        await page.getByTestId('builder-preview').waitFor();
        await page.getByRole('button', { name: uiText('checklists.save') }).click();
        await page.getByText(uiText('checklists.formSaved')).waitFor();
        await page.waitForURL((url) => /form=\d+/.test(url.search));
        const formId = Number(new URL(page.url()).searchParams.get('form'));
        const saved = (await (await request.get(`/api/forms/${formId}`, { headers: HEADERS })).json()) as {
          properties: { name: string; dataRows?: unknown; products?: { label: string; value: string }[] }[];
        };
        const byName = new Map(saved.properties.map((p) => [p.name, p]));
        expect(byName.get('panel_1')!.dataRows).toEqual([{ source: 'utstyr' }]);
        expect(byName.get('checkbox_1')!.products).toHaveLength(1);
        expect(productText).toContain(byName.get('checkbox_1')!.products![0]!.label);

        const orderId = await newOrder(request, 'Alle felttyper');
        const token = await checklistToken(request);
        const created = await request.post('/checklistapi/orderchecklists', {
          headers: { ...HEADERS, 'access-token': token },
          data: { order_id: orderId, form_id: formId },
        });
        const checklist = (await created.json()) as { id: number };
        await page.goto(`/orders/${orderId}/checklist?checklist=${checklist.id}`);
        await page.getByTestId('checklist-fields').waitFor();
        await expect(
          page.locator('[data-testid="checklist-fields"] > *').count(),
        ).resolves.toBeGreaterThanOrEqual(30);
        // A text answer and a periodic-grid cell are typed and saved.
        await page.getByLabel(uiText('checklistsapi.fieldType_1')).first().fill('Alt kontrollert');
        await page
          .getByTestId('save-state')
          .filter({ hasText: uiText('checklists.state_saved') })
          .waitFor();
        await expect
          .poll(async () => (await readChecklist(request, checklist.id)).answers.text_field_1)
          .toBe('Alt kontrollert');
        await page.screenshot({ path: screenshotPath('checklists-all-types-1366'), fullPage: true });
        expect(pageErrors).toEqual([]);
      },
    );
  });

  it('a completed checklist is reopened by an administrator; the technician sees no reopen button', async () => {
    let orderId = 0;
    let checklistId = 0;
    await asSignedIn(
      browser(),
      'admin',
      'demo',
      'checklists-reopen-admin',
      async ({ page, context, pageErrors }) => {
        const request = context.request;
        const form = await post<{ id: number }>(request, 'forms', {
          name: `Kontroll ${Date.now() % 100000}`,
          properties: [{ name: 'merknad', label: 'Merknad', type: 1, columns: 12 }],
        });
        orderId = await newOrder(request, 'Kontroll');
        const token = await checklistToken(request);
        const auth = { ...HEADERS, 'access-token': token };
        const created = await request.post('/checklistapi/orderchecklists', {
          headers: auth,
          data: { order_id: orderId, form_id: form.id },
        });
        checklistId = ((await created.json()) as { id: number }).id;
        const done = await request.post(`/checklistapi/checklists/${checklistId}/complete`, {
          headers: auth,
          data: {},
        });
        expect(done.status()).toBe(200);

        await page.goto(`/orders/${orderId}/checklist?checklist=${checklistId}`);
        await page
          .getByTestId('checklist-status')
          .filter({ hasText: uiText('checklistsapi.status_2') })
          .waitFor();
        await page.getByRole('button', { name: uiText('checklists.reopen') }).click();
        await page
          .getByTestId('checklist-status')
          .filter({ hasText: uiText('checklistsapi.status_1') })
          .waitFor();
        expect((await readChecklist(request, checklistId)).status).toBe(1);
        // Completed again for the technician's turn.
        const again = await request.post(`/checklistapi/checklists/${checklistId}/complete`, {
          headers: auth,
          data: {},
        });
        expect(again.status()).toBe(200);
        expect(pageErrors).toEqual([]);
      },
    );
    await asSignedIn(browser(), 'tech', 'demo', 'checklists-reopen-tech', async ({ page, pageErrors }) => {
      await page.goto(`/orders/${orderId}/checklist?checklist=${checklistId}`);
      await page
        .getByTestId('checklist-status')
        .filter({ hasText: uiText('checklistsapi.status_2') })
        .waitFor();
      await page.getByRole('button', { name: uiText('checklists.pdf') }).waitFor();
      await expect(page.getByRole('button', { name: uiText('checklists.reopen') }).count()).resolves.toBe(0);
      expect(pageErrors).toEqual([]);
    });
  });

  it('reorders the builder’s fields by dragging a handle with a finger on a touch phone; a swipe elsewhere scrolls', async () => {
    const context = await browser().newContext({
      baseURL: baseURL(),
      viewport: { width: 360, height: 740 },
      hasTouch: true,
      isMobile: true,
    });
    context.setDefaultTimeout(45_000);
    context.setDefaultNavigationTimeout(90_000);
    const page = await context.newPage();
    const pageErrors: string[] = [];
    page.on('pageerror', (error) => pageErrors.push(error.message));
    try {
      await withScreenshotOnFailure(page, 'checklists-touch-reorder', async () => {
        await signInThroughApi(context, 'admin');
        await switchTenantThroughApi(context, 'demo');
        const request = context.request;
        const form = await post<{ id: number }>(request, 'forms', {
          name: `Rekkefølge ${Date.now() % 100000}`,
          properties: ['forste', 'andre', 'tredje'].map((name) => ({
            name,
            label: name,
            type: 1,
            columns: 12,
          })),
        });
        await page.goto(`/checklist_forms?form=${form.id}`);
        const canvas = page.getByTestId('builder-canvas');
        await canvas.locator('[data-field-name="tredje"]').waitFor();
        const order = () =>
          canvas
            .locator('[data-field-name]')
            .evaluateAll((cards) => cards.map((c) => c.getAttribute('data-field-name')));
        await expect(order()).resolves.toEqual(['forste', 'andre', 'tredje']);

        const cdp = await context.newCDPSession(page);
        const touch = async (type: 'touchStart' | 'touchMove' | 'touchEnd', x = 0, y = 0) =>
          cdp.send('Input.dispatchTouchEvent', {
            type,
            touchPoints: type === 'touchEnd' ? [] : [{ x, y }],
          });

        // A swipe up on a field's card (not its handle) scrolls the page and moves nothing.
        await canvas.locator('[data-field-name="andre"]').scrollIntoViewIfNeeded();
        const scrolledBefore = await page.evaluate(() => window.scrollY);
        const body = (await canvas.locator('[data-field-name="andre"]').boundingBox())!;
        await touch('touchStart', body.x + body.width / 2, body.y + body.height - 10);
        for (let i = 1; i <= 8; i++)
          await touch('touchMove', body.x + body.width / 2, body.y + body.height - 10 - i * 15);
        await touch('touchEnd');
        await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(scrolledBefore);
        await expect(order()).resolves.toEqual(['forste', 'andre', 'tredje']);

        // The first field's handle held and dragged down onto the lower half of the third: it goes after it.
        // The middle field in the middle of the screen: all three in view, none under the sticky toolbar.
        await canvas
          .locator('[data-field-name="andre"]')
          .evaluate((el) => el.scrollIntoView({ block: 'center' }));
        const handle = (await canvas
          .locator('[data-field-name="forste"] [data-testid="drag-handle"]')
          .boundingBox())!;
        const target = (await canvas.locator('[data-field-name="tredje"]').boundingBox())!;
        const from = { x: handle.x + handle.width / 2, y: handle.y + handle.height / 2 };
        const to = { x: target.x + target.width / 2, y: target.y + target.height * 0.75 };
        await touch('touchStart', from.x, from.y);
        for (let i = 1; i <= 10; i++) {
          await touch('touchMove', from.x + ((to.x - from.x) * i) / 10, from.y + ((to.y - from.y) * i) / 10);
        }
        await page.screenshot({ path: screenshotPath('checklists-builder-touch-drag-360') });
        await touch('touchEnd');
        await expect.poll(order).toEqual(['andre', 'tredje', 'forste']);

        // Saved in the new order.
        await page.getByRole('button', { name: uiText('checklists.save') }).click();
        await page.getByText(uiText('checklists.formSaved')).waitFor();
        const saved = (await (await request.get(`/api/forms/${form.id}`, { headers: HEADERS })).json()) as {
          properties: { name: string }[];
        };
        expect(saved.properties.map((p) => p.name)).toEqual(['andre', 'tredje', 'forste']);
        expect(pageErrors).toEqual([]);
      });
    } finally {
      await context.close();
    }
  });
});
