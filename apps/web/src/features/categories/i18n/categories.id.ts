import type { Translations } from '../../../lib/i18n/translations';
import type { categoriesEn } from './categories.en';

export const categoriesId: Translations<typeof categoriesEn> = {
  section: 'Pustaka',
  title: 'Kategori',
  create: 'Buat Kategori',
  search: {
    label: 'Cari',
    placeholder: 'Cari nama kategori',
    clear: 'Hapus pencarian',
  },
  sort: {
    label: 'Urutkan',
    name: 'Nama (A–Z)',
    '-name': 'Nama (Z–A)',
    '-item_count': 'Produk terbanyak',
    item_count: 'Produk tersedikit',
  },
  list: {
    label: 'Daftar kategori',
    name: 'Nama',
    items: 'Produk',
    itemCount_one: '{{count}} produk',
    itemCount_other: '{{count}} produk',
    actions: 'Tindakan',
    select: 'Pilih {{name}}',
    selectAll: 'Pilih semua kategori yang tampil',
    edit: 'Ubah {{name}}',
    delete: 'Hapus {{name}}',
    noColor: 'Tanpa warna',
    loadingMore: 'Memuat kategori lainnya…',
    loadMoreError: 'Kategori berikutnya tidak dapat dimuat.',
    loadError: 'Daftar kategori tidak dapat dimuat.',
  },
  empty: {
    title: 'Belum ada kategori',
    description:
      'Buat kategori seperti “Kopi” atau “Camilan” untuk mengelompokkan produk di aplikasi kasir, lalu pilih kategori itu di setiap produk.',
    searchTitle: 'Tidak ada kategori yang cocok dengan “{{search}}”',
    searchDescription: 'Periksa ejaannya, atau hapus pencarian untuk melihat semua kategori.',
  },
  bulk: {
    label: 'Tindakan untuk kategori yang dipilih',
    selected_one: '{{count}} kategori dipilih',
    selected_other: '{{count}} kategori dipilih',
    delete: 'Hapus',
    clear: 'Batalkan pilihan',
  },
  panel: {
    createTitle: 'Buat Kategori',
    editTitle: 'Ubah Kategori',
    name: 'Nama kategori',
    namePlaceholder: 'mis. Kopi',
    color: 'Warna tombol',
    colorHint: 'Warna tombol kategori ini di aplikasi kasir.',
    colorHex: 'Warna heksadesimal',
    noColor: 'Tanpa warna',
    swatch: 'Warna {{color}}',
    cancel: 'Batal',
    close: 'Tutup',
    save: 'Simpan',
    loadError: 'Kategori ini tidak dapat dimuat.',
  },
  deleteDialog: {
    titleOne: 'Hapus kategori?',
    titleMany_one: 'Hapus {{count}} kategori?',
    titleMany_other: 'Hapus {{count}} kategori?',
    one: '“{{name}}” akan dihapus. Tindakan ini tidak dapat dibatalkan.',
    many_one: '{{count}} kategori akan dihapus. Tindakan ini tidak dapat dibatalkan.',
    many_other: '{{count}} kategori akan dihapus. Tindakan ini tidak dapat dibatalkan.',
    items_one:
      '{{count}} produk di dalamnya tidak ikut terhapus: produk tetap ada di pustaka, tanpa kategori.',
    items_other:
      '{{count}} produk di dalamnya tidak ikut terhapus: produk tetap ada di pustaka, tanpa kategori.',
    itemsMany_one:
      '{{count}} produk di dalamnya tidak ikut terhapus: produk tetap ada di pustaka, tanpa kategori.',
    itemsMany_other:
      '{{count}} produk di dalamnya tidak ikut terhapus: produk tetap ada di pustaka, tanpa kategori.',
    noItems: 'Tidak ada produk di dalamnya. Produk tidak pernah ikut terhapus bersama kategori.',
    noItemsMany: 'Tidak ada produk di dalamnya. Produk tidak pernah ikut terhapus bersama kategori.',
    cancel: 'Batal',
    confirm: 'Hapus',
  },
  toasts: {
    created: 'Kategori berhasil dibuat',
    updated: 'Kategori berhasil diubah',
    deleted_one: '{{count}} kategori dihapus; {{items}} produk kini tanpa kategori',
    deleted_other: '{{count}} kategori dihapus; {{items}} produk kini tanpa kategori',
  },
  errors: {
    notFound: 'Kategori tidak ditemukan atau sudah dihapus',
    nameTaken: 'Nama kategori sudah dipakai di bisnis Anda, gunakan nama lain.',
  },
  validation: {
    nameRequired: 'Nama kategori wajib diisi',
    nameTooLong: 'Nama kategori tidak boleh lebih dari 50 karakter',
    colorInvalid: 'Warna harus berupa warna heksadesimal seperti #1C7ED6',
    nothingSelected: 'Pilih setidaknya satu kategori',
    notFound: 'Kategori tidak ditemukan atau sudah dihapus',
  },
};
