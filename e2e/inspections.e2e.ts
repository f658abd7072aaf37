// issue 8 (inspections, the screens): an inspection is made from a demo equipment's inspections tab, gets a
// checklist, goes through its statuses (each change in the history: who, when, from → to), is signed by the
// inspector, the customer and the repairer with a drawn signature, is archived (progress, then the result) and its
// archive report opens as a PDF; on a 360 px phone the list shows it as a card and the page does not scroll sideways.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { asSignedIn, screenshotPath, useBrowser } from './support/browser-session';
import { JSON_HEADERS as HEADERS, postOk as post } from './support/master-data';
import { drawSignature as draw } from './support/signature';
import { uiText } from './support/ui-texts';

const browser = useBrowser();

async function save(page: Page) {
  await page.getByRole('button', { name: uiText('settings.save') }).click();
  await page.getByText(uiText('common.updatedSuccess')).last().waitFor();
}

async function chooseStatus(page: Page, status: string) {
  await page.getByRole('combobox', { name: uiText('inspections.field_status') }).click();
  await page.getByRole('option', { name: uiText(`inspections.status_${status}`), exact: true }).click();
}

/** The page is no wider than the window (no sideways scrolling on a phone). */
async function noSidewaysScroll(page: Page) {
  const [scroll, client] = await page.evaluate(() => [
    document.documentElement.scrollWidth,
    document.documentElement.clientWidth,
  ]);
  expect(scroll).toBeLessThanOrEqual(client);
}

type Inspection = {
  id: number;
  status: string;
  controlnumber: string;
  archived: boolean;
  archivefile_id: number | null;
  inspectorsignature: string | null;
  customersignature: string | null;
  repairedbysignature: string | null;
};

describe('inspections', () => {
  it('an inspection through its statuses to the archive report', async () => {
    await asSignedIn(
      browser(),
      'admin',
      'demo',
      'inspections-flow',
      async ({ page, context, pageErrors }) => {
        const request = context.request;
        const equipment = await post<{ items: { id: number; name: string }[] }>(request, 'equipments/list', {
          skip: 0,
          limit: 1,
        });
        const equipmentId = equipment.items[0]!.id;
        const formName = `Periodisk kontroll ${Date.now() % 100000}`;
        await post(request, 'forms', {
          name: formName,
          properties: [{ name: 'merknad', label: 'Merknad', type: 1, columns: 12 }],
        });

        // --- A new inspection from the equipment's inspections tab, the equipment filled in.
        await page.goto(`/equipments/${equipmentId}/inspections`);
        await page.getByRole('link', { name: uiText('inspections.newInspection') }).click();
        await page.waitForURL((url) => url.pathname === '/inspections/actions');
        await page.getByLabel(uiText('inspections.field_inspectedbyname')).fill('Kari Kontrollør');
        await page.getByLabel(uiText('inspections.field_contactName')).fill('Ola Driftssjef');
        await page.getByLabel(uiText('inspections.field_contactemail')).fill('ola@example.no');
        await draw(page, page.getByTestId('signature-inspectorsignature'));
        await page.getByRole('button', { name: uiText('settings.save') }).click();
        await page.waitForURL((url) => /^\/inspections\/actions\/\d+$/.test(url.pathname));
        const id = Number(new URL(page.url()).pathname.split('/').pop());
        await page.getByTestId('status-history-entry').first().waitFor();
        let saved = (await (
          await request.get(`/api/inspections/${id}`, { headers: HEADERS })
        ).json()) as Inspection;
        expect(saved.status).toBe('not_controlled');
        expect(saved.inspectorsignature).toMatch(/^data:image\/png;base64,/);

        // --- A checklist from a form on the checklists tab.
        await page.getByRole('tab', { name: new RegExp(uiText('inspections.tab_checklists')) }).click();
        await page.getByRole('button', { name: uiText('checklists.newChecklist') }).click();
        await page.getByRole('combobox', { name: uiText('checklists.chooseForm') }).click();
        await page.getByRole('option', { name: formName }).click();
        await page.getByRole('button', { name: uiText('checklists.create') }).click();
        await page.getByTestId('checklist-fields').waitFor();
        await page.getByLabel('Merknad').fill('Alt i orden etter utbedring');
        await page
          .getByTestId('save-state')
          .filter({ hasText: uiText('checklists.state_saved') })
          .waitFor();
        const ids = (await (
          await request.get(`/api/inspectionchecklists/get_checklists_ids_for_archive/${id}`, {
            headers: HEADERS,
          })
        ).json()) as { data: number[] };
        expect(ids.data).toHaveLength(1);

        // --- Through the statuses: each change in the history, newest first.
        await page.getByRole('tab', { name: uiText('inspections.tab_detail') }).click();
        await chooseStatus(page, 'not_approved');
        await save(page);
        await chooseStatus(page, 'repaired_approved');
        await page
          .getByLabel(uiText('inspections.field_statuscomment'))
          .fill('Lekkasje tettet, ny kontroll OK');
        await draw(page, page.getByTestId('signature-customersignature'));
        await draw(page, page.getByTestId('signature-repairedbysignature'));
        await save(page);
        const history = page.getByTestId('status-history-entry');
        await expect.poll(() => history.count()).toBe(3);
        const newest = history.first();
        await newest.getByText('Lekkasje tettet, ny kontroll OK').waitFor();
        expect(await newest.getByTestId('inspection-status').allTextContents()).toEqual([
          uiText('inspections.status_not_approved'),
          uiText('inspections.status_repaired_approved'),
        ]);
        expect(await history.nth(1).getByTestId('inspection-status').allTextContents()).toEqual([
          uiText('inspections.status_not_controlled'),
          uiText('inspections.status_not_approved'),
        ]);
        saved = (await (
          await request.get(`/api/inspections/${id}`, { headers: HEADERS })
        ).json()) as Inspection;
        expect(saved.status).toBe('repaired_approved');
        expect(saved.customersignature).toMatch(/^data:image\/png;base64,/);
        expect(saved.repairedbysignature).toMatch(/^data:image\/png;base64,/);
        await page.screenshot({ path: screenshotPath('inspections-record-1366'), fullPage: true });

        // --- The list: the inspection is there with its status; on a phone as a card, nothing sideways.
        await page.setViewportSize({ width: 360, height: 740 });
        await page.goto('/inspections');
        await page.getByText(saved.controlnumber).first().waitFor();
        await noSidewaysScroll(page);
        await page.screenshot({ path: screenshotPath('inspections-list-360'), fullPage: true });
        await page.getByText(saved.controlnumber).first().click();
        await page.waitForURL((url) => url.pathname === `/inspections/actions/${id}`);
        await page.getByTestId('status-history-entry').first().waitFor();
        await noSidewaysScroll(page);

        // --- Archived: progress, then the result with the archive report, which opens as a PDF.
        await page.getByRole('button', { name: uiText('inspections.archive') }).click();
        await page
          .getByRole('dialog')
          .getByRole('button', { name: uiText('inspections.archive') })
          .click();
        const link = page.getByTestId('archive-report-link');
        await link.waitFor({ timeout: 120_000 });
        await page.getByTestId('archive-result').waitFor();
        await page.screenshot({ path: screenshotPath('inspections-archived-360'), fullPage: true });
        await noSidewaysScroll(page);
        saved = (await (
          await request.get(`/api/inspections/${id}`, { headers: HEADERS })
        ).json()) as Inspection;
        expect(saved.archived).toBe(true);
        const pdf = await request.get((await link.getAttribute('href'))!);
        expect(pdf.status()).toBe(200);
        expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');
        // An archived inspection is read only: no save bar, no archive button.
        await expect(page.getByRole('button', { name: uiText('settings.save') }).count()).resolves.toBe(0);
        await expect(page.getByRole('button', { name: uiText('inspections.archive') }).count()).resolves.toBe(
          0,
        );
        expect(pageErrors).toEqual([]);
      },
    );
  });
});
