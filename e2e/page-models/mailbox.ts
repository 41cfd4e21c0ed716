import { expect } from '@playwright/test';
import { mailboxPorts } from '../test-mailbox';
import { TIMEOUT } from '../timeouts';
import type { ReceivedMail } from '../../tests/helpers/smtp-server';

const { http } = mailboxPorts(Number(process.env.E2E_PORT ?? 4180));

/** What arrived for `address` at the e2e mailbox (e2e/test-mailbox.ts), oldest first. */
export async function mailsTo(address: string): Promise<ReceivedMail[]> {
  const res = await fetch(`http://127.0.0.1:${http}/messages?to=${encodeURIComponent(address)}`);
  return (await res.json()) as ReceivedMail[];
}

/** Waits, as the user waits for their mail, for a message to `address` that `match` accepts. */
export async function waitForMail(
  address: string,
  match: (mail: ReceivedMail) => boolean = () => true,
): Promise<ReceivedMail> {
  let found: ReceivedMail | undefined;
  await expect
    .poll(
      async () => {
        found = (await mailsTo(address)).filter(match).at(-1);
        return Boolean(found);
      },
      { timeout: TIMEOUT.sync },
    )
    .toBe(true);
  return found as ReceivedMail;
}
