import { crc32, deflateSync } from 'node:zlib';
import { expect, type Page, test } from '@playwright/test';
import { readSession, signIn } from './support/session.js';
import { uniqueName } from './support/unique.js';

/**
 * Customer-display campaigns on the two-outlet demo business (other@demo.test), whose campaigns no other spec
 * touches: create one with two images for both outlets, see it Ongoing and on an outlet's display, deactivate
 * and reactivate it while the display follows without a reload, move it to tomorrow (Scheduled), delete it.
 */
const CAMPAIGNS = '/v2/customer-display/campaign';

/** A real PNG of one colour, 800×800: the smallest the campaign rule accepts. */
function png(colour: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(800, 0);
  header.writeUInt32BE(800, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const row = Buffer.concat([Buffer.from([0]), Buffer.alloc(800 * 3, colour)]);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(Array.from({ length: 800 }, () => row)))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

async function firstOutletId(page: Page): Promise<number> {
  const session = await readSession(page);
  const response = await page.request.get('/api/business-service/v4/businesses/outlets', {
    headers: { authorization: `Bearer ${session!.accessToken}` },
  });
  const body = (await response.json()) as { results: { id: number; name: string }[] };
  return body.results.find((outlet) => outlet.name === 'Sari Manis Kayutangan')!.id;
}

async function act(page: Page, name: string, action: string): Promise<void> {
  await page.getByRole('button', { name: `Actions for ${name}` }).click();
  await page.getByRole('menuitem', { name: action }).click();
}

function jakartaDay(offsetDays: number): string {
  const day = new Date(Date.now() + 7 * 3_600_000 + offsetDays * 86_400_000);
  return day.toISOString().slice(0, 10);
}

test('creates a campaign with two images for two outlets and the display follows each change', async ({
  page,
  context,
}) => {
  await signIn(page, 'other@demo.test', { next: CAMPAIGNS });
  await expect(page.getByRole('heading', { level: 1, name: 'Campaign' })).toBeVisible();
  const name = uniqueName('E2E Roti').replace(/[^A-Za-z0-9 ]/g, '');
  const row = page.getByRole('row', { name: new RegExp(name) });

  await page.getByRole('button', { name: 'Create Campaign' }).click();
  const panel = page.getByRole('dialog', { name: 'Create Campaign' });
  await panel.getByRole('button', { name: 'Save' }).click();
  await expect(panel.getByText('Name can not be empty')).toBeVisible();
  await expect(panel.getByText('Image can not be empty')).toBeVisible();
  await panel.getByLabel('Campaign name').fill(name);
  await panel.getByLabel('Sari Manis Kayutangan').check();
  await panel.getByLabel('Sari Manis Balikpapan').check();
  const upload = async (colour: number, file: string) => {
    const chooser = page.waitForEvent('filechooser');
    await panel.getByRole('button', { name: 'Add image' }).click();
    await (await chooser).setFiles({ name: file, mimeType: 'image/png', buffer: png(colour) });
    await expect(panel.getByRole('img', { name: file })).toBeVisible();
  };
  await upload(0x20, 'first.png');
  await upload(0xa0, 'second.png');
  await panel.getByLabel('Duration per image (seconds)').fill('2');
  await panel.getByLabel('No time period (runs indefinitely from tomorrow)').uncheck();
  await panel.getByLabel('Start date').fill(jakartaDay(0));
  await panel.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Campaign was successfully created')).toBeVisible();
  await expect(panel).toBeHidden();
  await expect(row).toContainText('Ongoing');
  await expect(row).toContainText('2 images');

  // The outlet's display, in another tab of the same signed-in browser.
  const outletId = await firstOutletId(page);
  const display = await context.newPage();
  await display.goto(`/v2/customer-display/screen?outlet=${outletId}`);
  const ours = display.getByRole('img', { name: new RegExp(name) });
  await expect(ours).toBeVisible({ timeout: 20_000 });

  await act(page, name, 'Deactivate');
  await page
    .getByRole('dialog', { name: 'Deactivate campaign' })
    .getByRole('button', { name: 'Deactivate' })
    .click();
  await expect(page.getByText('Campaign was successfully deactivated')).toBeVisible();
  await expect(row).toContainText('Inactive');
  await expect(display.getByRole('img', { name: /Roti Hangat Pagi/ })).toBeVisible({ timeout: 20_000 });
  await expect(ours).toHaveCount(0);

  await act(page, name, 'Reactivate');
  await page
    .getByRole('dialog', { name: 'Reactivate campaign' })
    .getByRole('button', { name: 'Reactivate' })
    .click();
  await expect(page.getByText('Campaign was successfully reactivated')).toBeVisible();
  await expect(row).toContainText('Ongoing');
  await expect(ours).toBeVisible({ timeout: 20_000 });

  // Moved to tomorrow: Scheduled, after the edit's 'Changes confirmation'.
  await act(page, name, 'Edit');
  const edit = page.getByRole('dialog', { name: 'Edit Campaign' });
  await edit.getByLabel('Start date').fill(jakartaDay(1));
  await edit.getByRole('button', { name: 'Save' }).click();
  await page
    .getByRole('dialog', { name: 'Changes confirmation' })
    .getByRole('button', { name: 'Save changes' })
    .click();
  await expect(page.getByText('Campaign was successfully updated')).toBeVisible();
  await expect(row).toContainText('Scheduled');
  await expect(ours).toHaveCount(0, { timeout: 20_000 });

  await act(page, name, 'Delete');
  await page.getByRole('dialog', { name: 'Delete campaign' }).getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Campaign was successfully deleted')).toBeVisible();
  await expect(row).toHaveCount(0);
});
