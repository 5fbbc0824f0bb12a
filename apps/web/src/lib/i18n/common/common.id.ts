import type { Translations } from '../translations';
import type { commonEn } from './common.en';

export const commonId: Translations<typeof commonEn> = {
  pageTitle: '{{screen}} – Back Office',
  actions: {
    retry: 'Coba lagi',
    cancel: 'Batal',
    apply: 'Terapkan',
    close: 'Tutup',
    save: 'Simpan',
  },
  states: {
    errorTitle: 'Ups… Terjadi kesalahan.',
    genericError: 'Terjadi kesalahan. Silakan coba lagi nanti',
    networkError: 'Server tidak dapat dihubungi. Periksa koneksi Anda lalu coba lagi.',
    noDataFound: 'Data tidak ditemukan',
    noDataToDisplay: 'Tidak ada data untuk ditampilkan',
    loading: 'Memuat…',
    notFound: 'Tidak ditemukan',
  },
  failures: {
    rejected: 'Permintaan tidak diterima. Periksa isian Anda lalu coba lagi.',
    unauthorized: 'Sesi Anda telah berakhir. Silakan masuk kembali.',
    forbidden: 'Anda tidak memiliki izin untuk melakukan ini.',
    notFound: 'Yang Anda cari tidak ada atau sudah dihapus.',
    conflict:
      'Ini bertentangan dengan perubahan yang dibuat di tempat lain. Muat ulang halaman lalu coba lagi.',
    tooLarge: 'Permintaan terlalu besar.',
    rateLimited: 'Terlalu banyak percobaan. Silakan coba lagi nanti.',
    unreadable: 'Server mengirim jawaban yang tidak dapat dibaca halaman ini. Silakan coba lagi nanti.',
  },
  language: {
    label: 'Bahasa',
    id: 'Bahasa Indonesia',
    en: 'English',
  },
  validation: {
    required: 'Kolom ini wajib diisi!',
    email: 'Masukkan alamat e-mail yang valid.',
    codeDigits: 'Kode terdiri dari 6 angka.',
    number: 'Harus berupa angka!',
    phone: 'Harus dalam format nomor telepon!',
  },
  outletChooser: {
    title: 'Pilih Outlet',
    searchPlaceholder: 'Cari outlet',
    selectAll: 'Pilih semua',
    selectTop: 'Pilih {{count}} teratas',
    max: 'Maks. {{count}}',
    selectedCount: '{{selected}} dari {{total}} dipilih',
    atLeastOne: 'Silakan pilih minimal satu item.',
    loadError: 'Terjadi kesalahan saat memuat data.',
    empty: 'Outlet tidak ditemukan',
  },
  dateRange: {
    label: 'Rentang tanggal',
    presets: {
      today: 'Hari Ini',
      yesterday: 'Kemarin',
      thisWeek: 'Minggu Ini',
      lastWeek: 'Minggu Lalu',
      thisMonth: 'Bulan Ini',
      lastMonth: 'Bulan Lalu',
      thisYear: 'Tahun Ini',
      lastYear: 'Tahun Lalu',
    },
    startDate: 'Tanggal mulai',
    endDate: 'Tanggal akhir',
    startHour: 'Dari jam',
    endHour: 'Sampai jam',
    datePlaceholder: 'HH/BB/TTTT',
    invalidDate: 'Masukkan tanggal yang valid (HH/BB/TTTT)',
  },
  leavePage: {
    title: 'Apakah Anda ingin meninggalkan halaman ini?',
    message: 'Perubahan yang Anda buat mungkin tidak akan disimpan.',
    leave: 'Tinggalkan',
    stay: 'Tetap di halaman ini',
  },
  retrySelect: {
    loadError: 'Pilihan tidak dapat dimuat.',
    placeholder: 'Pilih',
  },
  marketing: {
    imageAlt: 'Pengumuman',
  },
  packageDeal: {
    monthly: 'Bulanan',
    yearly: 'Tahunan',
    yearlySaving: 'Tahunan (hemat {{percent}}%)',
  },
  /** The exports' progress and history, shared by the screens that export (components/ui/exports). */
  exports: {
    history: 'Riwayat Ekspor',
  },
};
