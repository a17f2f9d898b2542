import { afterAll, beforeAll } from 'vitest';
import { allowLocalSmtp } from './marketing-fixtures.js';
import { SmtpTestServer } from './smtp-test-server.js';

/**
 * The suite's SMTP server for the describe block: started before its first test with GYM_ALLOW_LOCAL_SMTP=1 (the
 * server listens on this computer), stopped after its last with the variable put back. Call it before the app's start
 * (`appForFile`, `browserForFile`) so that the server is up first and the app stops before it.
 */
export function smtpForFile(): SmtpTestServer {
  const smtp = new SmtpTestServer();
  let restoreLocalSmtp: (() => void) | undefined;
  beforeAll(async () => {
    restoreLocalSmtp = allowLocalSmtp();
    await smtp.start();
  });
  afterAll(async () => {
    await smtp.stop();
    restoreLocalSmtp?.();
  });
  return smtp;
}
