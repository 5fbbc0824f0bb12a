/**
 * The exports history's own words, in both languages: the drawer loads on demand (decision 0187), and so do they,
 * rather than sitting in every page's common strings (decision 0231). The page's language picks the table.
 */
export const historyStrings = {
  en: {
    historyTitle: 'Exports',
    historyError: 'The exports could not be loaded.',
    historyEmpty: 'No exports yet',
    historyEmptyHelp: 'Files you export are listed here for 7 days.',
    download: 'Download',
    expired: 'The file was deleted after 7 days.',
    more: 'Show more',
    allOutlet: 'All Outlet',
    status: { IN_PROGRESS: 'In progress', SUCCESS: 'Ready', FAILURE: 'Failed' },
    kind: {
      'order-export-transaction': 'Transactions',
      'order-export-item-detail': 'Item Details',
      'order-export-cancelled': 'Cancelled transactions',
      'order-export-void': 'Void items',
      items: 'Item List',
      'sales-report': 'Sales report',
    },
    report: {
      summary: 'Summary',
      gross_profit: 'Gross profit',
      payment_methods: 'Payment methods',
    },
  },
  id: {
    historyTitle: 'Riwayat Ekspor',
    historyError: 'Daftar ekspor tidak dapat dimuat.',
    historyEmpty: 'Belum ada ekspor',
    historyEmptyHelp: 'File yang Anda ekspor tercantum di sini selama 7 hari.',
    download: 'Unduh',
    expired: 'File dihapus setelah 7 hari.',
    more: 'Tampilkan lebih banyak',
    allOutlet: 'Semua Outlet',
    status: { IN_PROGRESS: 'Sedang diproses', SUCCESS: 'Siap', FAILURE: 'Gagal' },
    kind: {
      'order-export-transaction': 'Transaksi',
      'order-export-item-detail': 'Detail Item',
      'order-export-cancelled': 'Transaksi batal',
      'order-export-void': 'Item void',
      items: 'Daftar Produk',
      'sales-report': 'Laporan penjualan',
    },
    report: {
      summary: 'Ringkasan',
      gross_profit: 'Laba kotor',
      payment_methods: 'Metode pembayaran',
    },
  },
};
