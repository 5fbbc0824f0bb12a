import type { Translations } from '../../../lib/i18n/translations';
import type { salesTypesEn } from './sales-types.en';

export const salesTypesId: Translations<typeof salesTypesEn> = {
  section: 'Pustaka',
  title: 'Tipe Penjualan',
  create: 'Buat Tipe Penjualan',
  search: {
    label: 'Cari',
    placeholder: 'Cari nama tipe penjualan',
    clear: 'Hapus pencarian',
  },
  filter: {
    label: 'Outlet',
    all: 'Semua Outlet',
  },
  list: {
    label: 'Daftar tipe penjualan',
    name: 'Nama',
    outlets: 'Outlet',
    gratuities: 'Biaya layanan',
    active: 'Aktif',
    actions: 'Tindakan',
    default: 'Utama',
    outletCount_one: '{{count}} outlet',
    outletCount_other: '{{count}} outlet',
    noOutlets: 'Belum ditawarkan di outlet mana pun',
    noGratuity: 'Tidak ada',
    activate: 'Aktifkan {{name}}',
    deactivate: 'Nonaktifkan {{name}}',
    defaultStaysOn: 'Tipe penjualan utama selalu aktif',
    edit: 'Ubah {{name}}',
    delete: 'Hapus {{name}}',
    readOnly:
      'Juga ditawarkan di outlet yang tidak Anda kelola: Anda dapat melihatnya, tetapi tidak dapat mengubahnya.',
    loadingMore: 'Memuat tipe penjualan lainnya…',
    loadMoreError: 'Tipe penjualan berikutnya tidak dapat dimuat.',
    loadError: 'Daftar tipe penjualan tidak dapat dimuat.',
  },
  empty: {
    title: 'Belum ada tipe penjualan',
    description:
      'Buat cara Anda berjualan, seperti “Makan di Tempat”, “Bawa Pulang” atau “GoFood”, lalu pilih outlet yang menawarkannya. Yang pertama menjadi tipe utama.',
    searchTitle: 'Tidak ada tipe penjualan yang cocok',
    searchDescription: 'Periksa ejaannya, pilih semua outlet, atau hapus pencarian.',
  },
  panel: {
    createTitle: 'Buat Tipe Penjualan',
    editTitle: 'Ubah Tipe Penjualan',
    name: 'Nama tipe penjualan',
    namePlaceholder: 'mis. GoFood',
    outlets: 'Outlet',
    outletsHint: 'Outlet yang aplikasi kasirnya menawarkan tipe penjualan ini.',
    assignOutlets: 'Pilih outlet',
    changeOutlets: 'Ganti outlet',
    noOutletChosen: 'Belum ada outlet yang dipilih',
    moreOutlets: '+{{count}} lainnya',
    isDefault: 'Tipe penjualan utama',
    isDefaultHint:
      'Tagihan baru dimulai dengan tipe ini. Menjadikannya utama membuat tipe utama saat ini menjadi tipe biasa.',
    alreadyDefault: 'Ini tipe utama. Untuk menggantinya, jadikan tipe penjualan lain sebagai tipe utama.',
    gratuities: 'Biaya layanan',
    gratuitiesHint: 'Diatur di layar Biaya Layanan.',
    appliesToAll: 'semua tipe penjualan',
    cancel: 'Batal',
    close: 'Tutup',
    save: 'Simpan',
    loadError: 'Tipe penjualan ini tidak dapat dimuat.',
  },
  deleteDialog: {
    title: 'Hapus tipe penjualan?',
    checking: 'Memeriksa dampak penghapusan…',
    checkError: 'Tidak dapat memeriksa apakah tipe ini dapat dihapus.',
    message: '“{{name}}” akan dihapus. Tindakan ini tidak dapat dibatalkan.',
    effects: 'Transaksi sebelumnya tetap menyimpan nama saat dijual.',
    items_one: '{{count}} produk yang dibatasi ke tipe ini tidak lagi dibatasi ke tipe ini.',
    items_other: '{{count}} produk yang dibatasi ke tipe ini tidak lagi dibatasi ke tipe ini.',
    charges_one: '{{count}} biaya layanan tidak lagi berlaku untuk tipe ini.',
    charges_other: '{{count}} biaya layanan tidak lagi berlaku untuk tipe ini.',
    isDefault:
      '“{{name}}” adalah tipe penjualan utama dan tidak dapat dihapus. Jadikan tipe penjualan lain sebagai tipe utama terlebih dahulu.',
    notYours:
      '“{{name}}” juga ditawarkan di outlet yang tidak Anda kelola, jadi Anda tidak dapat menghapusnya.',
    cancel: 'Batal',
    close: 'Tutup',
    confirm: 'Hapus',
  },
  toasts: {
    created: 'Tipe penjualan berhasil dibuat',
    updated: 'Tipe penjualan berhasil diubah',
    deleted: 'Tipe penjualan berhasil dihapus',
    activated: '{{name}} kini aktif',
    deactivated: '{{name}} kini nonaktif',
  },
  errors: {
    notFound: 'Tipe penjualan tidak ditemukan atau sudah dihapus',
    nameTaken: 'Nama tipe penjualan sudah dipakai di bisnis Anda, gunakan nama lain.',
    defaultUndeletable:
      'Tipe penjualan utama tidak dapat dihapus. Jadikan tipe penjualan lain sebagai tipe utama terlebih dahulu.',
    defaultInactive:
      'Tipe penjualan utama tidak dapat dinonaktifkan. Jadikan tipe penjualan lain sebagai tipe utama terlebih dahulu.',
  },
  validation: {
    nameRequired: 'Nama tipe penjualan wajib diisi',
    nameTooLong: 'Nama tipe penjualan tidak boleh lebih dari 50 karakter',
    outletNotInBusiness: 'Outlet ini bukan salah satu outlet yang Anda kelola',
    sharedBeyondReach:
      'Tipe penjualan ini juga ditawarkan di outlet yang tidak Anda kelola, jadi Anda tidak dapat mengubahnya.',
    defaultMustBeActive: 'Tipe penjualan utama harus tetap aktif',
    notFound: 'Tipe penjualan tidak ditemukan atau sudah dihapus',
  },
};
