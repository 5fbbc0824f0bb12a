import type { Translations } from '../../../lib/i18n/translations';
import type { dashboardEn } from './dashboard.en';

export const dashboardId: Translations<typeof dashboardEn> = {
  title: 'Dasbor',
  tabs: { summary: 'Ringkasan', comparison: 'Perbandingan Outlet' },
  filter: {
    outlets: 'Outlet',
    allOutlets: 'Semua outlet',
    someOutlets: '{{count}} outlet',
    dateRange: 'Rentang tanggal',
  },
  tiles: {
    label: 'Ringkasan penjualan',
    grossSales: 'Penjualan kotor',
    netSales: 'Penjualan bersih',
    transactions: 'Transaksi',
    averageSale: 'Rata-rata penjualan',
    grossProfit: 'Laba kotor',
    change: '{{change}} dibanding periode sebelumnya',
    noChange: 'Tidak ada penjualan di periode sebelumnya',
  },
  chart: {
    title: 'Penjualan',
    byHour: 'Penjualan bersih per jam',
    byDay: 'Penjualan bersih per hari',
    netSales: 'Penjualan bersih',
  },
  payments: {
    title: 'Metode pembayaran',
    empty: 'Tidak ada pembayaran di periode ini',
    standard: { CASH: 'Tunai', DEBIT_CARD: 'Kartu Debit', CREDIT_CARD: 'Kartu Kredit' },
  },
  topItems: { title: 'Produk terlaris', sold: '{{count}} terjual', empty: 'Produk Tidak Ditemukan' },
  outlets: {
    title: 'Penjualan per outlet',
    outlet: 'Outlet',
    netSales: 'Penjualan bersih',
    transactions: 'Transaksi',
  },
  error: 'Terjadi kesalahan saat memuat data.',
  comparison: {
    unavailable: 'Fitur tidak tersedia',
    unavailableHint: 'Perbandingan outlet membutuhkan bisnis dengan minimal 2 outlet.',
    addOutlet: 'Tambah outlet',
    max: 'Maks. {{count}}',
    remove: 'Hapus {{name}}',
    grossSales: 'Penjualan kotor',
    netSales: 'Penjualan bersih',
    transactions: 'Transaksi',
    grossProfit: 'Laba kotor',
    averageSale: 'Rata-rata penjualan per transaksi',
    grossMargin: 'Margin kotor',
    topItems: '3 produk terlaris',
    noItems: 'Produk Tidak Ditemukan',
  },
};
