import type { Random } from './random.js';

// prettier-ignore
const maleFirst = [
  'Budi', 'Agus', 'Andi', 'Rizky', 'Dimas', 'Fajar', 'Hendra', 'Joko', 'Bayu', 'Eko', 'Wahyu', 'Yoga',
  'Arif', 'Bambang', 'Dedi', 'Gilang', 'Hadi', 'Iwan', 'Krisna', 'Made', 'Putu', 'Reza', 'Surya', 'Teguh',
  'Yusuf', 'Adi', 'Rudi', 'Taufik', 'Galih', 'Irfan',
];
// prettier-ignore
const femaleFirst = [
  'Siti', 'Dewi', 'Putri', 'Ayu', 'Rina', 'Sri', 'Wulan', 'Indah', 'Nur', 'Fitri', 'Maya', 'Lestari',
  'Anisa', 'Citra', 'Dian', 'Eka', 'Fransiska', 'Gita', 'Hani', 'Intan', 'Kadek', 'Laras', 'Mega', 'Novi',
  'Ratna', 'Sari', 'Tika', 'Vina', 'Yuni', 'Zahra',
];
// prettier-ignore
const family = [
  'Santoso', 'Wijaya', 'Saputra', 'Pratama', 'Hidayat', 'Kusuma', 'Nugroho', 'Siregar', 'Nasution', 'Harahap',
  'Lubis', 'Simanjuntak', 'Wibowo', 'Setiawan', 'Gunawan', 'Halim', 'Tanjung', 'Purnomo', 'Susanto',
  'Rahmawati', 'Permata', 'Anggraini', 'Utami', 'Lim', 'Tan', 'Sembiring', 'Ginting', 'Manurung', 'Sinaga',
  'Panjaitan', 'Pardede', 'Wirawan', 'Suryadi', 'Hakim', 'Firmansyah', 'Ramadhan', 'Maulana', '',
];
// prettier-ignore
const cities = [
  'Jakarta Selatan', 'Jakarta Barat', 'Tangerang', 'Bekasi', 'Depok', 'Bogor', 'Bandung', 'Surabaya',
  'Denpasar', 'Badung', 'Yogyakarta', 'Semarang', 'Malang', 'Medan', 'Makassar',
];
// prettier-ignore
const streets = [
  'Jl. Sudirman', 'Jl. Gatot Subroto', 'Jl. Diponegoro', 'Jl. Ahmad Yani', 'Jl. Merdeka', 'Jl. Pahlawan',
  'Jl. Gajah Mada', 'Jl. Hayam Wuruk', 'Jl. Cendrawasih', 'Jl. Melati', 'Jl. Kenanga', 'Jl. Mawar',
];

export interface PersonName {
  first: string;
  last: string;
  gender: 'male' | 'female';
}

export function personName(rng: Random): PersonName {
  const gender = rng.chance(0.5) ? 'male' : 'female';
  return { first: rng.pick(gender === 'male' ? maleFirst : femaleFirst), last: rng.pick(family), gender };
}

export function fullName(name: PersonName): string {
  return name.last ? `${name.first} ${name.last}` : name.first;
}

/** An Indonesian mobile number in the +62 8xx form cashiers type in. */
export function mobileNumber(rng: Random): string {
  const prefix = rng.pick(['811', '812', '813', '821', '822', '852', '853', '857', '878', '896']);
  return `+62${prefix}${String(rng.int(1000000, 99999999)).padStart(8, '0')}`;
}

export function streetAddress(rng: Random): { address: string; city: string } {
  return { address: `${rng.pick(streets)} No. ${rng.int(1, 250)}`, city: rng.pick(cities) };
}

/** Lower-case ASCII slug for e-mail local parts. */
export function slug(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '.')
    .replace(/^\.|\.$/g, '');
}
