import { describe, it } from 'vitest';
import { expectNoSeriousA11yViolations } from '../support/browser.js';
import { RECEPTION, openPage, signIn } from './e2e-session.js';
import { browserForFile } from './browser-for-file.js';

describe('the "figures may be behind" notice in the shell', () => {
  const { app, browser } = browserForFile({ label: 'e2e-read-model' });

  it('appears as a status while the projection service is stopped, and goes once it runs again', async () => {
    const { context, page } = await openPage(browser);
    try {
      await signIn(page, app.baseUrl, RECEPTION);
      const notice = page.getByRole('status').filter({ hasText: 'Figures may be behind.' });
      // The shell polls /api/health every 10 s while all is well, every 3 s while a part is behind.
      await notice.waitFor({ state: 'detached', timeout: 20_000 });

      await app.runner.stop();
      await notice.waitFor({ timeout: 20_000 });
      await page.getByText('The service that updates lists and figures is not running.', { exact: false }).waitFor();
      await expectNoSeriousA11yViolations(page, 'the shell with the figures-may-be-behind notice');

      await app.runner.start();
      await notice.waitFor({ state: 'detached', timeout: 20_000 });
    } finally {
      await context.close();
    }
  });
});
