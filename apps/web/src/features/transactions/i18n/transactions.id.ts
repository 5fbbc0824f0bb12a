import type { Translations } from '../../../lib/i18n/translations';
import type { transactionsEn } from './transactions.en';

export const transactionsId: Translations<typeof transactionsEn> = {
  section: 'Laporan',
  title: 'Transaksi',
  newOrders_one: '{{count}} pesanan baru',
  newOrders_other: '{{count}} pesanan baru',
  tabs: {
    label: 'Jenis transaksi',
    success: 'Pesanan Berhasil',
    cancelled: 'Pesanan Dibatalkan',
    void: 'Item Void',
  },
  filter: {
    outlet: 'Outlet',
    allOutlet: 'Semua Outlet',
    dateRange: 'Tanggal dan jam',
    search: {
      success: 'Nomor Struk',
      cancelled: 'ID Pesanan',
      void: 'Nama Item',
    },
    clearSearch: 'Hapus pencarian',
  },
  itemFilter: {
    hint: 'Hanya pesanan yang memuat',
    label: 'Produk',
    remove: 'Hapus filter produk',
  },
  tiles: {
    label: 'Ringkasan',
    transactions: 'TRANSAKSI',
    totalCollected: 'TOTAL DITERIMA',
    netSales: 'PENJUALAN BERSIH',
    totalCancelled: 'TOTAL DIBATALKAN',
    totalVoidItems: 'TOTAL ITEM VOID',
    totalVoidPrice: 'TOTAL HARGA VOID',
  },
  columns: {
    outlet: 'Outlet',
    time: 'Waktu',
    collectedBy: 'Diterima Oleh',
    items: 'Item',
    totalPrice: 'Total Harga',
    cancelledTime: 'Waktu Pembatalan',
    cancelledBy: 'Dibatalkan Oleh',
    cancelReason: 'Alasan Pembatalan',
    voidTime: 'Waktu Void',
    orderId: 'ID Pesanan',
    itemName: 'Nama Item',
    quantity: 'Jumlah',
    voidReason: 'Alasan Void',
    voidBy: 'Void Oleh',
  },
  list: {
    success: 'Pesanan berhasil',
    cancelled: 'Pesanan dibatalkan',
    void: 'Item void',
    dayHeading: 'EEEE, d MMMM yyyy',
    open: 'Buka struk {{receipt}}',
    loadingMore: 'Memuat transaksi lainnya…',
    loadMoreError: 'Transaksi berikutnya tidak dapat dimuat.',
    loadError: 'Daftar transaksi tidak dapat dimuat.',
    summaryError: 'Ringkasan tidak dapat dimuat.',
  },
  empty: {
    noTransactions: 'Tidak Ada Transaksi',
    noTransactionsHelp:
      'Pesanan yang selesai di outlet Anda muncul di sini setelah dibayar. Pilih rentang tanggal atau outlet lain untuk melihat pesanan sebelumnya.',
    noDataFound: 'Data tidak ditemukan',
    noDataHelp: 'Tidak ada yang cocok dengan pencarian ini pada rentang dan outlet yang dipilih.',
    noItemFound: 'Item Tidak Ditemukan',
    noItemHelp: 'Tidak ada item yang di-void pada rentang dan outlet yang dipilih.',
  },
  oldData: {
    title: 'Data yang Anda cari tidak tersedia di Backoffice',
    description:
      'Hanya data lengkap sejak tahun lalu hingga sekarang yang dapat diakses di sini. Untuk transaksi yang lebih lama, hubungi dukungan kami di {{phone}}.',
    call: 'Hubungi dukungan',
  },
  export: {
    button: 'Ekspor',
    transaction: 'Transaksi',
    itemDetails: 'Detail Item',
    inProgress: 'Ekspor sedang berjalan',
    singleOutlet: 'Pilih satu outlet untuk mengekspor transaksi batal atau void.',
  },
};
