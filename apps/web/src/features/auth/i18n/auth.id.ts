import type { Translations } from '../../../lib/i18n/translations';
import type { authEn } from './auth.en';

export const authId: Translations<typeof authEn> = {
  title: 'Masuk ke Back Office',
  pageTitle: 'Masuk',
  subtitle: 'Kelola outlet, laporan, dan tagihan Anda di satu tempat.',
  password: {
    login: 'E-mail atau nama pengguna',
    loginPlaceholder: 'anda@usaha.com',
    password: 'Kata sandi',
    showPassword: 'Tampilkan kata sandi',
    submit: 'Masuk',
    useCode: 'Kirimkan kode masuk saja',
  },
  code: {
    intro: 'Kami akan mengirim kode 6 angka ke e-mail Anda. Tanpa kata sandi.',
    email: 'E-mail',
    send: 'Kirim kode',
    sent: 'Jika {{email}} terdaftar, kode 6 angka sedang dikirim. Kode berlaku selama 10 menit.',
    code: 'Kode masuk',
    verify: 'Verifikasi dan masuk',
    resend: 'Kirim kode baru',
    changeEmail: 'Gunakan e-mail lain',
    usePassword: 'Masuk dengan kata sandi',
  },
  errors: {
    businessFrozen:
      'Akun bisnis ini sedang dalam proses penghapusan (tiket {{ticket}}), sehingga tidak dapat masuk lagi.',
    invalidCredentials: 'E-mail/nama pengguna atau kata sandi salah.',
    invalidCode: 'Kode salah atau sudah kedaluwarsa. Silakan minta kode baru.',
    rateLimited: 'Terlalu banyak percobaan. Silakan coba lagi pukul {{time}} ({{minutes}} menit lagi).',
    network: 'Server tidak dapat dihubungi. Periksa koneksi Anda lalu coba lagi.',
  },
  opening: 'Berhasil masuk. Membuka Back Office…',
  devMailbox: 'Buka kotak surat pengembang',
  support: 'Butuh bantuan? Hubungi {{phone}}',
};
