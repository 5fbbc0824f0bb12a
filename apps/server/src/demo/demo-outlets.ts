/** Outlets of the demo businesses, by business. */

export interface DemoOutletSpec {
  name: string;
  /** Short code printed in receipt numbers. */
  code: string;
  address: string;
  kecamatan: string;
  city: string;
  province: string;
  postalCode: string;
  phone: string;
  latitude: number;
  longitude: number;
  timeZone: string;
  /** Relative order volume against the business's daily base. */
  volume: number;
  tax: boolean;
  /** Service charge on dine-in bills. */
  gratuity: boolean;
  rounding: { multiple: number; mode: 'nearest' | 'up' | 'down' } | null;
  isActiveSubscription?: boolean;
}

const outlet = (
  spec: Omit<DemoOutletSpec, 'volume' | 'tax' | 'gratuity' | 'rounding'> & Partial<DemoOutletSpec>,
) => ({ volume: 1, tax: true, gratuity: false, rounding: null, ...spec }) satisfies DemoOutletSpec;

export const demoOutlets = {
  main: [
    outlet({
      name: 'Kopi Nusantara Kemang',
      code: 'KMG',
      address: 'Jl. Kemang Raya No. 18',
      kecamatan: 'Mampang Prapatan',
      city: 'Jakarta Selatan',
      province: 'DKI Jakarta',
      postalCode: '12730',
      phone: '+62217190018',
      latitude: -6.2607,
      longitude: 106.8137,
      timeZone: 'Asia/Jakarta',
      volume: 1.15,
      gratuity: true,
    }),
    outlet({
      name: 'Kopi Nusantara Dago',
      code: 'DGO',
      address: 'Jl. Ir. H. Juanda No. 102',
      kecamatan: 'Coblong',
      city: 'Bandung',
      province: 'Jawa Barat',
      postalCode: '40132',
      phone: '+62222501102',
      latitude: -6.8915,
      longitude: 107.6107,
      timeZone: 'Asia/Jakarta',
      rounding: { multiple: 100, mode: 'nearest' },
    }),
    outlet({
      name: 'Kopi Nusantara Tunjungan',
      code: 'TJG',
      address: 'Jl. Tunjungan No. 55',
      kecamatan: 'Genteng',
      city: 'Surabaya',
      province: 'Jawa Timur',
      postalCode: '60275',
      phone: '+62315310055',
      latitude: -7.2605,
      longitude: 112.7398,
      timeZone: 'Asia/Jakarta',
      volume: 0.95,
    }),
    outlet({
      name: 'Kopi Nusantara Renon',
      code: 'RNN',
      address: 'Jl. Raya Puputan No. 88',
      kecamatan: 'Denpasar Timur',
      city: 'Denpasar',
      province: 'Bali',
      postalCode: '80235',
      phone: '+62361225088',
      latitude: -8.6726,
      longitude: 115.2336,
      timeZone: 'Asia/Makassar',
      volume: 0.9,
      gratuity: true,
      rounding: { multiple: 500, mode: 'nearest' },
    }),
  ],
  recurring: [
    outlet({
      name: 'Senja Prawirotaman',
      code: 'PRW',
      address: 'Jl. Prawirotaman No. 12',
      kecamatan: 'Mergangsan',
      city: 'Yogyakarta',
      province: 'DI Yogyakarta',
      postalCode: '55153',
      phone: '+62274380012',
      latitude: -7.8187,
      longitude: 110.3675,
      timeZone: 'Asia/Jakarta',
    }),
    outlet({
      name: 'Senja Simpang Lima',
      code: 'SPL',
      address: 'Jl. Pahlawan No. 7',
      kecamatan: 'Semarang Selatan',
      city: 'Semarang',
      province: 'Jawa Tengah',
      postalCode: '50241',
      phone: '+62248310007',
      latitude: -6.9932,
      longitude: 110.4229,
      timeZone: 'Asia/Jakarta',
      volume: 0.9,
    }),
    // Not renewed, and lapsed ten days ago (recurring-setup.ts): the recurring outlet tab shows it Inactive and
    // offers to re-activate it.
    outlet({
      name: 'Senja Manahan',
      code: 'MNH',
      address: 'Jl. Adi Sucipto No. 40',
      kecamatan: 'Banjarsari',
      city: 'Surakarta',
      province: 'Jawa Tengah',
      postalCode: '57139',
      phone: '+62271710040',
      latitude: -7.5563,
      longitude: 110.8076,
      timeZone: 'Asia/Jakarta',
      volume: 0.7,
      isActiveSubscription: false,
    }),
  ],
  trial: [
    outlet({
      name: 'Tepi Danau Medan',
      code: 'MDN',
      address: 'Jl. Pemuda No. 21',
      kecamatan: 'Medan Maimun',
      city: 'Medan',
      province: 'Sumatera Utara',
      postalCode: '20151',
      phone: '+62614510021',
      latitude: 3.5847,
      longitude: 98.6798,
      timeZone: 'Asia/Jakarta',
      tax: false,
    }),
  ],
  expired: [
    outlet({
      name: 'Es Teh Segar Pantai Losari',
      code: 'LSR',
      address: 'Jl. Penghibur No. 9',
      kecamatan: 'Ujung Pandang',
      city: 'Makassar',
      province: 'Sulawesi Selatan',
      postalCode: '90111',
      phone: '+62411320009',
      latitude: -5.1436,
      longitude: 119.4077,
      timeZone: 'Asia/Makassar',
    }),
  ],
  lapsed: [
    outlet({
      name: 'Bakso Pak Kumis Tebet',
      code: 'TBT',
      address: 'Jl. Tebet Raya No. 45',
      kecamatan: 'Tebet',
      city: 'Jakarta Selatan',
      province: 'DKI Jakarta',
      postalCode: '12810',
      phone: '+62218290045',
      latitude: -6.2266,
      longitude: 106.8537,
      timeZone: 'Asia/Jakarta',
    }),
  ],
  enterprise: [
    outlet({
      name: 'Sederhana Sudirman',
      code: 'SDM',
      address: 'Jl. Jend. Sudirman No. 88',
      kecamatan: 'Tanah Abang',
      city: 'Jakarta Pusat',
      province: 'DKI Jakarta',
      postalCode: '10220',
      phone: '+62215700088',
      latitude: -6.2088,
      longitude: 106.8185,
      timeZone: 'Asia/Jakarta',
    }),
    outlet({
      name: 'Sederhana Padang',
      code: 'PDG',
      address: 'Jl. Veteran No. 12',
      kecamatan: 'Padang Barat',
      city: 'Padang',
      province: 'Sumatera Barat',
      postalCode: '25118',
      phone: '+62751330012',
      latitude: -0.9471,
      longitude: 100.3543,
      timeZone: 'Asia/Jakarta',
    }),
  ],
  solo: [
    outlet({
      name: 'Toko Berkah Beji',
      code: 'BJI',
      address: 'Jl. Margonda Raya No. 301',
      kecamatan: 'Beji',
      city: 'Depok',
      province: 'Jawa Barat',
      postalCode: '16424',
      phone: '+62217770301',
      latitude: -6.3702,
      longitude: 106.8325,
      timeZone: 'Asia/Jakarta',
      tax: false,
    }),
  ],
  other: [
    outlet({
      name: 'Sari Manis Kayutangan',
      code: 'KYT',
      address: 'Jl. Basuki Rahmat No. 27',
      kecamatan: 'Klojen',
      city: 'Malang',
      province: 'Jawa Timur',
      postalCode: '65111',
      phone: '+62341360027',
      latitude: -7.9784,
      longitude: 112.6302,
      timeZone: 'Asia/Jakarta',
      rounding: { multiple: 100, mode: 'down' },
    }),
    outlet({
      name: 'Sari Manis Balikpapan',
      code: 'BPN',
      address: 'Jl. Jend. Sudirman No. 63',
      kecamatan: 'Balikpapan Kota',
      city: 'Balikpapan',
      province: 'Kalimantan Timur',
      postalCode: '76114',
      phone: '+62542730063',
      latitude: -1.2742,
      longitude: 116.8349,
      timeZone: 'Asia/Makassar',
      volume: 0.8,
    }),
  ],
  awaiting: [
    outlet({
      name: 'Nasi Bu Sri Rawamangun',
      code: 'RWM',
      address: 'Jl. Pemuda No. 17',
      kecamatan: 'Pulo Gadung',
      city: 'Jakarta Timur',
      province: 'DKI Jakarta',
      postalCode: '13220',
      phone: '+62214750017',
      latitude: -6.1939,
      longitude: 106.8896,
      timeZone: 'Asia/Jakarta',
    }),
  ],
  closing: [
    outlet({
      name: 'Kopi Senja Cikini',
      code: 'CKN',
      address: 'Jl. Cikini Raya No. 45',
      kecamatan: 'Menteng',
      city: 'Jakarta Pusat',
      province: 'DKI Jakarta',
      postalCode: '10330',
      phone: '+62213190045',
      latitude: -6.1922,
      longitude: 106.8393,
      timeZone: 'Asia/Jakarta',
    }),
  ],
} satisfies Record<string, DemoOutletSpec[]>;
