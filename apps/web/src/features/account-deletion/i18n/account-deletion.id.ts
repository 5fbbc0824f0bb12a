import type { Translations } from '../../../lib/i18n/translations';
import type { accountDeletionEn } from './account-deletion.en';

export const accountDeletionId: Translations<typeof accountDeletionEn> = {
  title: 'Penghapusan Akun',
  nonOwner: {
    heading: 'Hanya pemilik bisnis yang dapat mengajukan penghapusan akun',
    body: 'Silakan minta pemilik bisnis ini untuk mengajukan permintaan penghapusan akun.',
    close: 'Tutup',
  },
  data: {
    heading: 'Unduh data Anda terlebih dahulu',
    body: 'Sebelum meminta penghapusan, unduh data bisnis Anda: transaksi, produk, pelanggan, diskon, kampanye, dan tagihan, sebagai spreadsheet dalam satu file zip. Setelah permintaan dikirim, Anda tidak dapat masuk lagi.',
    format: 'Format file',
    prepare: 'Siapkan data saya',
    preparing:
      'Data Anda sedang disiapkan… Ini dapat memakan waktu beberapa menit; Anda boleh tetap di halaman ini.',
    download: 'Unduh data (zip)',
    ready: 'File disimpan sampai {{until}}. Tautannya juga dikirim melalui e-mail konfirmasi.',
    again: 'Siapkan ulang',
    failed: 'Data Anda tidak dapat disiapkan. Silakan coba lagi.',
  },
  form: {
    intro:
      'Penghapusan akun bersifat permanen. Semua perangkat akan dikeluarkan, dan langganan yang tersisa berakhir tanpa pengembalian dana. Permintaan diproses dalam 30 hari kerja.',
    reasonLabel: 'Mengapa Anda ingin menghapus akun?',
    reasons: {
      'Business is permanently closed': 'Bisnis tutup permanen',
      'Not interested in using the product': 'Tidak tertarik menggunakan produk',
      'Privacy issues': 'Masalah privasi',
      'Other reasons': 'Alasan lainnya',
    },
    notesLabel: 'Catatan (opsional)',
    notesPlaceholder: 'Ceritakan lebih lanjut alasan Anda',
    termsBefore: 'Saya telah membaca dan menyetujui',
    termsLink: 'Syarat dan Ketentuan',
    submit: 'Hapus Akun',
  },
  terms: {
    title: 'Syarat dan Ketentuan',
    sections: {
      removal: {
        heading: 'Menghapus aplikasi',
        items: [
          'Menghapus aplikasi dari perangkat tidak menghapus akun maupun data Anda; hanya permintaan penghapusan yang melakukannya.',
          'Setelah permintaan diajukan, semua perangkat dari semua pengguna bisnis dikeluarkan dan tidak dapat masuk lagi.',
        ],
      },
      freezing: {
        heading: 'Alasan pembekuan akun',
        items: [
          'Akun dibekukan segera setelah pemiliknya mengajukan penghapusan.',
          'Akun juga dapat dibekukan bila digunakan bertentangan dengan ketentuan ini atau hukum, atau atas permintaan pihak berwenang.',
        ],
      },
      request: {
        heading: 'Ketentuan permintaan penghapusan',
        items: [
          'Hanya pemilik bisnis yang dapat mengajukan penghapusan akun bisnis.',
          'Permintaan diproses dalam 30 hari kerja; setelah itu data bisnis dihapus permanen dan tidak dapat dipulihkan.',
          'Langganan yang tersisa berakhir saat permintaan diajukan, tanpa pengembalian dana.',
          'Invoice yang telah dibayar disimpan dalam bentuk anonim selama diwajibkan oleh hukum.',
        ],
      },
      appeal: {
        heading: 'Banding atas pembekuan',
        items: [
          'Untuk membatalkan permintaan sebelum data dihapus, atau mengajukan banding atas pembekuan, hubungi layanan pelanggan di {{phone}} dengan menyebutkan nomor tiket Anda.',
        ],
      },
    },
    close: 'Tutup',
  },
  submitted: {
    heading: 'Permintaan penghapusan akun Anda telah diajukan',
    ticket: 'Nomor tiket: {{ticket}}',
    body: 'Semua perangkat telah dikeluarkan. Permintaan Anda akan diproses dalam 30 hari kerja, dan konfirmasi telah dikirim ke e-mail Anda.',
    signOut: 'Keluar',
  },
  errors: {
    ownerOnly: 'Hanya pemilik bisnis yang dapat melakukan ini.',
  },
};
