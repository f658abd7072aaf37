// spec 01 §2 /mail_history and the customer's E-mail tab (/customers/:id/mail): the admin's whole mail history, the
// plain answer to a user who is no admin, and the customer's tab listing its mails (none in a fresh database, or what other tests sent).
import { expect, describe, it } from 'vitest';
import { asSignedIn, menuLink, useBrowser, waitForPath, waitForShell } from './support/browser-session';
import { uiText } from './support/ui-texts';

const browser = useBrowser();

describe('mail history', () => {
  it('opens from the admin menu and lists the sent mails with a search box', async () => {
    await asSignedIn(browser(), 'admin', 'demo', 'mail-history-admin', async ({ page, pageErrors }) => {
      await page.goto('/dashboard');
      await waitForShell(page);
      await menuLink(page, 'routes.mail_history').click();
      await waitForPath(page, '/mail_history');
      await page.getByRole('heading', { level: 1, name: uiText('routes.mail_history') }).waitFor();
      await page.getByRole('textbox', { name: uiText('mailhistory.search') }).waitFor();
      await page.getByRole('columnheader', { name: uiText('mailhistory.subject') }).waitFor();
      // Empty in a fresh database, or the mails other tests of the suite sent (an offer): either is shown.
      await page.getByText(uiText('mailhistory.noRows')).or(page.getByRole('row').nth(1)).first().waitFor();
      expect(pageErrors).toEqual([]);
    });
  });

  it('tells a user who is no administrator where a customer’s mails are, without asking the server', async () => {
    await asSignedIn(browser(), 'office', 'demo', 'mail-history-office', async ({ page, pageErrors }) => {
      await page.goto('/mail_history');
      await waitForShell(page);
      await page.getByText(uiText('mailhistory.adminOnly')).waitFor();
      await expect(menuLink(page, 'routes.mail_history').count()).resolves.toBe(0);
      expect(pageErrors).toEqual([]);
    });
  });

  it('shows the customer’s mails on its E-mail tab instead of a placeholder', async () => {
    await asSignedIn(
      browser(),
      'admin',
      'demo',
      'customer-mail-tab',
      async ({ page, context, pageErrors }) => {
        const list = await context.request.post('/api/customers/list', {
          data: { limit: 1 },
          headers: { 'x-client-version': '1.42' },
        });
        const id = ((await list.json()) as { items: { id: number }[] }).items[0]!.id;
        await page.goto(`/customers/${id}/mail`);
        await waitForShell(page);
        const tabs = page.getByRole('tablist', { name: uiText('routes.customers_record') });
        await tabs
          .getByRole('tab', { name: uiText('customers.tab_mail'), exact: true, selected: true })
          .waitFor();
        await page.getByRole('columnheader', { name: uiText('mailhistory.subject') }).waitFor();
        await page.getByText(uiText('mailhistory.noRows')).or(page.getByRole('row').nth(1)).first().waitFor();
        expect(pageErrors).toEqual([]);
      },
    );
  });
});
