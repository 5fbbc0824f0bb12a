import type { CatalogueSpec } from './catalogue-spec.js';

/**
 * A bakery, for the unrelated business used by isolation tests: its names deliberately differ from the café's,
 * so a leak across businesses shows up as a foreign name.
 */
export const bakeryCatalogue: CatalogueSpec = {
  tracksStock: false,
  principals: [{ name: 'Sari Manis Group', brands: ['Sari Manis'] }],
  loneBrands: ['Kue Ibu Tini'],
  modifierGroups: [
    {
      key: 'box',
      name: 'Kemasan',
      singleChoice: true,
      options: [
        ['Plastik', 0],
        ['Kotak Hadiah', 5000],
      ],
    },
  ],
  categories: [
    {
      name: 'Roti',
      color: '#c19a6b',
      brand: 'Sari Manis',
      costRatio: 0.4,
      items: [
        ['Roti Tawar Gandum', 18000, 'single', [], 4],
        ['Roti Sobek Coklat', 16000, 'single', [], 3],
        ['Roti Abon Sapi', 12000, 'single', [], 3],
        ['Roti Sosis Keju', 13000, 'single', [], 3],
        ['Croissant Almond', 24000, 'single', [], 2],
        ['Donat Kentang', 7000, 'single', [], 4],
        ['Roti Unyil (isi 10)', 20000, 'single', ['box'], 2],
        ['Roti Kismis', 14000, 'single', [], 1],
      ],
    },
    {
      name: 'Kue Basah',
      color: '#ff7f50',
      brand: 'Kue Ibu Tini',
      costRatio: 0.35,
      items: [
        ['Bolu Kukus Mekar', 5000, 'single', [], 3],
        ['Bika Ambon', 45000, 'single', ['box'], 1.5],
        ['Kue Sus Vla', 8000, 'single', [], 2],
        ['Pastel Sayur', 6000, 'single', [], 2],
        ['Lemper Ayam', 6000, 'single', [], 2],
        ['Onde-Onde Wijen', 5000, 'single', [], 2],
        ['Brownies Kukus', 38000, 'single', ['box'], 2],
        ['Dadar Gulung', 5000, 'single', [], 1.5],
      ],
    },
    {
      name: 'Kue Kering',
      color: '#daa520',
      costRatio: 0.45,
      items: [
        ['Nastar Toples 500 g', 95000, 'single', ['box'], 1],
        ['Kastengel Toples 500 g', 105000, 'single', ['box'], 0.8],
        ['Putri Salju Toples 500 g', 85000, 'single', ['box'], 0.8],
        ['Bakpia Kacang Hijau (isi 15)', 40000, 'single', ['box'], 2],
        ['Lidah Kucing Toples', 75000, 'single', ['box'], 0.6],
      ],
    },
    {
      name: 'Minuman',
      color: '#4682b4',
      costRatio: 0.25,
      items: [
        ['Teh Manis Hangat', 6000, 'temp', [], 2],
        ['Kopi Hitam', 8000, 'temp', [], 2],
        ['Susu Coklat Dingin', 12000, 'single', [], 1],
      ],
    },
  ],
};

/** A neighbourhood shop (toko kelontong) for the single-outlet retail business. */
export const retailCatalogue: CatalogueSpec = {
  tracksStock: true,
  principals: [
    { name: 'PT Sumber Pangan Nusantara', brands: ['Mie Rasa', 'Dapur Emas'] },
    { name: 'PT Tirta Jaya Abadi', brands: ['Tirta Murni', 'Segar Sari'] },
    { name: 'PT Bersih Sentosa', brands: ['Bersih', 'Senyum Cemerlang'] },
  ],
  loneBrands: ['Kriuk Mantap'],
  modifierGroups: [],
  categories: [
    {
      name: 'Sembako',
      color: '#8b4513',
      costRatio: 0.85,
      items: [
        ['Beras Premium 5 kg', 75000, 'single', [], 3],
        ['Gula Pasir 1 kg', 18000, 'single', [], 3],
        ['Telur Ayam 1 kg', 29000, 'single', [], 3],
        ['Tepung Terigu 1 kg', 13000, 'single', [], 1.5],
        ['Garam Beryodium 250 g', 5000, 'single', [], 1],
        ['Galon Air Isi Ulang', 20000, 'single', [], 2],
        ['Gas Elpiji 3 kg (isi ulang)', 22000, 'single', [], 2],
      ],
    },
    {
      name: 'Bumbu & Masak',
      color: '#b22222',
      brand: 'Dapur Emas',
      costRatio: 0.8,
      items: [
        ['Minyak Goreng', 19000, 'pack', [], 3],
        ['Kecap Manis 520 ml', 24000, 'single', [], 2],
        ['Sambal Botol 340 ml', 12000, 'single', [], 1.5],
        ['Santan Kemasan 200 ml', 8000, 'single', [], 1],
      ],
    },
    {
      name: 'Mie Instan',
      color: '#ffd700',
      brand: 'Mie Rasa',
      costRatio: 0.82,
      items: [
        ['Mie Goreng Original', 3500, 'single', [], 5],
        ['Mie Kuah Soto', 3200, 'single', [], 3],
        ['Mie Kuah Kari Ayam', 3200, 'single', [], 2],
        ['Mie Goreng Pedas', 3700, 'single', [], 2],
      ],
    },
    {
      name: 'Minuman',
      color: '#1e90ff',
      costRatio: 0.75,
      items: [
        ['Air Mineral', 4000, 'bottle', [], 4, 'Tirta Murni'],
        ['Teh Botol Melati', 5000, 'single', [], 3, 'Segar Sari'],
        ['Minuman Isotonik 500 ml', 8000, 'single', [], 1.5, 'Segar Sari'],
        ['Kopi Susu Kaleng', 9000, 'single', [], 1.5],
        ['Kopi Bubuk Sachet (isi 10)', 15000, 'single', [], 1.5],
        ['Teh Celup (isi 25)', 9000, 'single', [], 1],
        ['Susu Kental Manis 370 g', 12500, 'single', [], 1.5],
      ],
    },
    {
      name: 'Makanan Ringan',
      color: '#ff8c00',
      brand: 'Kriuk Mantap',
      costRatio: 0.7,
      items: [
        ['Keripik Singkong Balado', 10000, 'single', [], 2],
        ['Kacang Garing 150 g', 12000, 'single', [], 1],
        ['Biskuit Kelapa', 9000, 'single', [], 1.5],
        ['Wafer Coklat', 6000, 'single', [], 2],
        ['Permen Jahe', 3000, 'single', [], 1],
      ],
    },
    {
      name: 'Perawatan Diri',
      color: '#9370db',
      brand: 'Senyum Cemerlang',
      costRatio: 0.75,
      items: [
        ['Pasta Gigi 190 g', 12000, 'single', [], 1.5],
        ['Sikat Gigi Lembut', 8000, 'single', [], 1],
        ['Sabun Mandi Batang', 4500, 'single', [], 2],
        ['Sampo Sachet (isi 12)', 12000, 'single', [], 1.5],
      ],
    },
    {
      name: 'Kebutuhan Rumah',
      color: '#2e8b57',
      brand: 'Bersih',
      costRatio: 0.78,
      items: [
        ['Deterjen Bubuk 800 g', 22000, 'single', [], 2],
        ['Sabun Cuci Piring 780 ml', 15000, 'single', [], 2],
        ['Tisu Wajah 250 lembar', 14000, 'single', [], 1],
        ['Obat Nyamuk Bakar', 7000, 'single', [], 1],
        ['Baterai AA (isi 2)', 12000, 'single', [], 0.7],
        ['Korek Api Gas', 5000, 'single', [], 1],
      ],
    },
  ],
};
