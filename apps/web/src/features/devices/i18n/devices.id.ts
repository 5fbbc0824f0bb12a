import type { Translations } from '../../../lib/i18n/translations';
import type { devicesEn } from './devices.en';

export const devicesId: Translations<typeof devicesEn> = {
  section: 'Outlet',
  title: 'Perangkat kasir',
  intro:
    'Hubungkan perangkat kasir ke satu outlet. Kredensialnya hanya ditampilkan sekali: masukkan ke perangkat.',
  pair: 'Hubungkan perangkat',
  empty: 'Belum ada perangkat yang terhubung',
  columns: {
    name: 'Perangkat',
    outlet: 'Outlet',
    credential: 'Kredensial',
    lastSeen: 'Terakhir aktif',
    status: 'Status',
    actions: 'Tindakan',
  },
  never: 'Belum pernah',
  active: 'Aktif',
  revoked: 'Dicabut',
  rename: 'Ganti nama',
  revoke: 'Cabut',
  form: {
    title: 'Hubungkan perangkat kasir',
    outlet: 'Outlet',
    name: 'Nama perangkat',
    submit: 'Hubungkan',
    cancel: 'Batal',
    save: 'Simpan',
    renameTitle: 'Ganti nama perangkat',
  },
  credential: {
    title: 'Kredensial perangkat',
    warning: 'Salin sekarang: kredensial ini tidak akan ditampilkan lagi.',
    done: 'Selesai',
  },
  confirmRevoke: {
    title: 'Cabut {{name}}?',
    body: 'Perangkat tidak dapat lagi mengirim pesanan mulai permintaan berikutnya. Pesanan yang sudah dikirim tetap ada.',
    confirm: 'Cabut',
  },
  toasts: {
    renamed: 'Nama perangkat diganti',
    revoked: 'Perangkat dicabut',
  },
  validation: {
    nameRequired: 'Nama perangkat wajib diisi',
    outletRequired: 'Pilih outlet',
  },
};
