import { crc32, deflateSync } from 'node:zlib';
import { expect, type Page, test } from '@playwright/test';
import { signIn } from './support/session.js';

/**
 * Issue 17 on the demo data: the trial business registers as an individual (English), the main business as a
 * company (Indonesian), both uploading their documents; the solo shop, whose tax photo the provider rejected,
 * sends that one document again.
 */
const PAGE = '/v2/payments/payment_methods';

function png(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const row = Buffer.concat([Buffer.from([0]), Buffer.alloc(width * 3, 0x80)]);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(Array.from({ length: height }, () => row)))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
const photo = (name: string) => ({ name, mimeType: 'image/png', buffer: png(64, 40) });
const deed = (name: string) => ({
  name,
  mimeType: 'application/pdf',
  buffer: Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n'),
});

async function upload(page: Page, label: string, file: { name: string; mimeType: string; buffer: Buffer }) {
  const group = page.getByRole('group', { name: label });
  await group.locator('input[type=file]').setInputFiles(file);
  await expect(group).toHaveAttribute('data-status', 'valid');
}

async function pickOption(page: Page, label: string, option: string) {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option }).click();
}

test('an individual registers for QRIS with two photos (English)', async ({ page }) => {
  await signIn(page, 'trial@demo.test', { next: PAGE });
  await expect(page.getByRole('heading', { level: 1, name: 'Payment Methods' })).toBeVisible();
  await page.getByRole('button', { name: 'Register' }).click();
  const wizard = page.getByRole('dialog', { name: 'QRIS Registration' });
  await expect(wizard.getByRole('button', { name: 'Back' })).toBeDisabled();

  await wizard.getByRole('button', { name: 'Next' }).click();
  await expect(wizard.getByText('Choose at least one outlet.')).toBeVisible();

  await wizard.getByRole('combobox', { name: 'Outlets' }).click();
  await page.getByRole('listbox').getByRole('option').first().click();
  await page.keyboard.press('Escape');
  await wizard.getByLabel('PIC phone (WhatsApp)').fill('0812 3456 7890');
  await pickOption(page, 'Bank name', 'Bank Central Asia (BCA)');
  await wizard.getByLabel('Account number').fill('5270123456');
  await wizard.getByLabel('Account owner').fill('Dewi Lestari');
  await wizard.getByRole('radio', { name: 'Individu' }).check();
  await wizard.getByRole('button', { name: 'Next' }).click();

  await wizard.getByLabel('Name as on ID card').fill('Dewi Lestari');
  await wizard.getByLabel('ID card number').fill('3174015501900002');
  await wizard.getByRole('radio', { name: 'WNI' }).check();
  await expect(wizard.getByLabel('Permit number (KITAS/KITAP)')).toHaveCount(0);
  await wizard.getByLabel('Address as on ID card').fill('Jl. Danau Toba 3, Jakarta');
  await wizard.getByLabel('Place of birth').fill('Semarang');
  await wizard.getByLabel('Date of birth').fill('1990-01-15');
  await wizard.getByRole('radio', { name: 'Wanita' }).check();
  await wizard.getByLabel('Occupation').fill('Pedagang');
  await wizard.getByRole('button', { name: 'Next' }).click();

  await upload(page, 'ID card photo (KTP)', photo('ktp.png'));
  await upload(page, 'Tax card photo (NPWP)', photo('npwp.png'));
  await wizard.getByRole('button', { name: 'Next' }).click();

  const submit = wizard.getByRole('button', { name: 'Submit' });
  await expect(submit).toBeDisabled();
  await wizard.getByRole('checkbox', { name: 'Saya sudah mengisi consent form' }).check();
  await submit.click();
  await expect(page.getByText('Your QRIS registration has been sent.')).toBeVisible();
  await expect(wizard).toBeHidden();
  await expect(page.getByText('In review').first()).toBeVisible();
  await expect(page.locator('[data-document=ktp]')).toContainText('In review');
});

test('a company registers for QRIS with its deeds (Indonesian), resuming a saved draft', async ({
  page,
  context,
}) => {
  await signIn(page, 'owner@demo.test', { next: PAGE });
  await context.addCookies([{ name: 'lang', value: 'id', url: page.url() }]);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Metode Pembayaran' })).toBeVisible();
  await page.getByRole('button', { name: 'Daftar' }).click();
  let wizard = page.getByRole('dialog', { name: 'Pendaftaran QRIS' });

  await wizard.getByRole('combobox', { name: 'Outlet', exact: true }).click();
  await page.getByRole('listbox').getByRole('option').first().click();
  await page.keyboard.press('Escape');
  await wizard.getByLabel('Nomor telepon PIC (WhatsApp)').fill('+62 21 555 0101');
  await pickOption(page, 'Nama bank', 'Bank Mandiri');
  await wizard.getByLabel('Nomor rekening').fill('1230009876');
  await wizard.getByLabel('Nama pemilik rekening').fill('PT Kopi Nusantara');
  await wizard.getByRole('radio', { name: 'Badan Usaha' }).check();
  await wizard.getByRole('button', { name: 'Simpan draf' }).click();
  await expect(page.getByText('Draf disimpan.', { exact: false })).toBeVisible();

  // Another visit resumes the draft.
  await page.reload();
  await page.getByRole('button', { name: 'Lanjutkan pendaftaran' }).click();
  wizard = page.getByRole('dialog', { name: 'Pendaftaran QRIS' });
  await expect(wizard.getByLabel('Nomor rekening')).toHaveValue('1230009876');
  await wizard.getByRole('button', { name: 'Lanjut' }).click();

  await wizard.getByLabel('Nama badan usaha').fill('PT Kopi Nusantara');
  await wizard.getByLabel('Kota pendirian').fill('Jakarta');
  await wizard.getByLabel('Tanggal pendirian').fill('2016-03-01');
  await wizard.getByLabel('Nomor izin usaha (NIB)').fill('9120001234567');
  await wizard.getByLabel('Nama pemegang saham').fill('Budi Santoso, Rina Wijaya');
  await wizard.getByLabel('Nama direktur sesuai KTP').fill('Budi Santoso');
  await wizard.getByLabel('Nomor KTP direktur').fill('3174019876540002');
  await wizard.getByRole('radio', { name: 'WNA' }).check();
  await wizard.getByLabel('Nomor izin tinggal direktur (KITAS/KITAP)').fill('ITAS-2231');
  await wizard.getByLabel('Alamat sesuai KTP').fill('Jl. Sudirman 1, Jakarta');
  await wizard.getByLabel('Nama sesuai NPWP').fill('PT Kopi Nusantara');
  await wizard.getByLabel('Nomor NPWP').fill('012345678901000');
  await wizard.getByLabel('Alamat sesuai NPWP').fill('Jl. Sudirman 1, Jakarta');
  await wizard.getByRole('button', { name: 'Lanjut' }).click();

  // A photo is not a deed.
  const founding = page.getByRole('group', { name: 'Akta pendirian (PDF)' });
  await founding.locator('input[type=file]').setInputFiles(photo('akta.png'));
  await expect(founding.getByText('Hanya file PDF yang diizinkan.')).toBeVisible();
  await upload(page, 'Foto KTP', photo('ktp.png'));
  await upload(page, 'Foto NPWP', photo('npwp.png'));
  await upload(page, 'Akta pendirian (PDF)', deed('akta-pendirian.pdf'));
  await upload(page, 'Akta perubahan (PDF)', deed('akta-perubahan.pdf'));
  await upload(page, 'Foto SIUP/NIB', photo('siup.png'));
  await wizard.getByRole('button', { name: 'Lanjut' }).click();

  await wizard.getByRole('checkbox', { name: 'Saya sudah mengisi consent form' }).check();
  await wizard.getByRole('button', { name: 'Kirim' }).click();
  await expect(page.getByText('Pendaftaran QRIS Anda telah dikirim.')).toBeVisible();
  await expect(page.locator('[data-document=siup]')).toContainText('Sedang ditinjau');
});

test('a rejected document is sent again without refilling the form', async ({ page }) => {
  await signIn(page, 'solo@demo.test', { next: PAGE });
  await expect(page.getByText('Needs your attention').first()).toBeVisible();
  const npwp = page.locator('[data-document=npwp]');
  await expect(npwp).toContainText('Rejected');
  await expect(npwp).toContainText('Foto NPWP buram');
  await npwp.locator('input[type=file]').setInputFiles(photo('npwp-baru.png'));
  await expect(npwp.getByRole('group')).toHaveAttribute('data-status', 'valid');
  await npwp.getByRole('button', { name: 'Send again' }).click();
  await expect(page.getByText('Document sent again for review.')).toBeVisible();
  await expect(npwp).toContainText('In review');
  await expect(page.getByText('In review').first()).toBeVisible();
});
