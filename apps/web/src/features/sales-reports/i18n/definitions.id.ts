import type { definitionsEn } from './definitions.en';

/** What each figure includes, in Indonesian (definitions.en.ts). */
export const definitionsId: Record<keyof typeof definitionsEn, string> = {
  thisReport: 'Dalam laporan ini',
  grossSales: 'Harga semua yang terjual, termasuk modifier, sebelum diskon apa pun, pada hari penjualan.',
  discounts: 'Diskon produk dan tagihan, promo, serta penukaran poin loyalitas pada penjualan tersebut.',
  refunds: 'Penjualan bersih yang dikembalikan kepada pelanggan, dihitung pada hari refund.',
  netSales: 'Penjualan kotor − diskon − refund.',
  gratuity: 'Biaya layanan pada penjualan, dikurangi yang dikembalikan oleh refund.',
  tax: 'Pajak yang ditambahkan di atas harga (seperti PB1), dikurangi yang dikembalikan oleh refund; pajak yang sudah termasuk dalam harga menjadi bagian dari penjualan bersih.',
  rounding:
    'Penyesuaian yang membulatkan setiap tagihan ke kelipatan pembulatan outlet (plus atau minus), dikurangi yang dikembalikan oleh refund.',
  totalCollected: 'Penjualan bersih + biaya layanan + pajak + pembulatan: uang yang tetap ada di bisnis.',
  costOfGoods: 'Harga pokok yang tercatat saat penjualan, dikurangi unit yang di-refund.',
  grossProfit:
    'Penjualan bersih − harga pokok; margin adalah laba kotor sebagai persentase dari penjualan bersih.',
  modifierAmount:
    'Harga opsi × unit pada baris yang memakainya; refund adalah yang dikembalikan oleh refund pada periode ini.',
  amountGiven:
    'Diskon produk dan tagihan, promo, serta penukaran poin loyalitas pada penjualan periode ini; totalnya sama dengan diskon di Ringkasan.',
  taxableAmount:
    'Jumlah yang dikenai pajak: penjualan bersih tagihan yang memakainya (ditambah biaya layanan bila dikenai pajak), dikurangi yang dikembalikan oleh refund.',
  taxCollected:
    'Dikenakan − refund. Total pajak yang ditambahkan sama dengan pajak di Ringkasan; pajak yang termasuk dalam harga dicantumkan terpisah, sebagai bagian dari penjualan bersih.',
  gratuityBase:
    'Penjualan bersih tagihan yang dikenai biaya layanan, dikurangi yang dikembalikan oleh refund.',
  gratuityCollected: 'Dikenakan − refund; totalnya sama dengan biaya layanan di Ringkasan.',
  staffNetSales:
    'Penjualan bersih tagihan yang pembayarannya diterima kasir, dikurangi refund yang dibuat kasir; jumlah semua baris sama dengan penjualan bersih di Ringkasan.',
  serverNetSales:
    'Penjualan bersih tagihan yang dibuka pelayan, dikurangi refund tagihan tersebut; jumlah semua baris sama dengan penjualan bersih di Ringkasan.',
  averageBill: 'Penjualan bersih ÷ transaksi.',
  voids: 'Unit yang dihapus dari tagihan setelah dipesan, beserta harganya.',
  cancellations: 'Tagihan yang dibatalkan seluruhnya, beserta totalnya.',
  salesTypeNetSales:
    'Penjualan bersih tagihan setiap tipe penjualan, dikurangi refundnya; jumlah semua baris sama dengan penjualan bersih di Ringkasan.',
};
