import type { Translations } from '../../../lib/i18n/translations';
import type { devMailboxEn } from './dev-mailbox.en';

export const devMailboxId: Translations<typeof devMailboxEn> = {
  title: 'Kotak surat pengembang',
  intro: 'E-mail yang akan dikirim server. Hanya tampil saat pengembangan, jika server SMTP belum diatur.',
  unavailable:
    'Server ini berjalan dalam mode produksi: e-mail dikirim langsung dan tidak ada kotak surat pengembang.',
  filter: 'Penerima',
  filterPlaceholder: 'Saring menurut e-mail',
  refresh: 'Muat ulang',
  empty: 'Belum ada e-mail. Minta kode masuk dan e-mailnya akan muncul di sini.',
  to: 'Kepada',
  receivedAt: 'Diterima',
  code: 'Kode',
  copy: 'Salin kode',
  copied: 'Tersalin',
  backToSignIn: 'Kembali ke halaman masuk',
};
