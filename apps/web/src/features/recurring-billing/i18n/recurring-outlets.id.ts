import type { Translations } from '../../../lib/i18n/translations';
import type { recurringOutletsEn } from './recurring-outlets.en';

export const recurringOutletsId: Translations<typeof recurringOutletsEn> = {
  heading: 'Outlet',
  description: 'Pilih outlet yang diperpanjang pada pembayaran otomatis berikutnya.',
  columns: {
    name: 'Nama Outlet',
    address: 'Alamat',
    createdIn: 'Dibuat Pada',
    activeUntil: 'Perpanjang / Aktif Hingga',
    status: 'Status',
    renew: 'Perpanjang',
  },
  status: { active: 'Aktif', inactive: 'Tidak Aktif', expired: 'Kedaluwarsa' },
  renewLabel: 'Perpanjang {{name}}',
  lastActive: 'minimal satu outlet harus aktif',
  empty: 'Outlet tidak ditemukan',
  loadError: 'Terjadi kesalahan saat memuat data.',
  activationFailed: 'Terjadi kesalahan. Silakan coba lagi nanti',
  activated: '{{name}} akan diperpanjang pada pembayaran berikutnya.',
  deactivated: '{{name}} tidak akan diperpanjang pada pembayaran berikutnya.',
  deactivate: {
    title: 'Nonaktifkan outlet?',
    body: '{{name}} tidak akan diperpanjang pada pembayaran berikutnya. Outlet masih dapat digunakan hingga {{date}}.',
    bodyNoDate: '{{name}} tidak akan diperpanjang pada pembayaran berikutnya.',
    confirm: 'Nonaktifkan',
    cancel: 'Batal',
  },
  reactivate: {
    title: 'Aktifkan kembali outlet',
    body: '{{name}} telah kedaluwarsa. Aktifkan bersama pembayaran berikutnya, atau bayar sekarang agar dapat digunakan hari ini.',
    price: 'Harga prorata',
    period: 'Periode',
    periodValue: '{{start}} – {{end}}',
    activateNext: 'Aktifkan Pembayaran Berikutnya',
    activateNow: 'Aktifkan Sekarang',
    cancel: 'Batal',
  },
};
