import type { Queryable } from '../db/database.js';
import { campaignOutlets, campaigns, discountOutlets, discounts, promos } from '../db/schema/index.js';
import type { SeededBusiness } from './businesses.js';
import type { DemoBusinessKey } from './demo-businesses.js';
import { localParts, zonedTimeToUtc } from '../domain/local-time.js';

const DAY = 86_400_000;

export interface SeededDiscount {
  id: number;
  name: string;
  type: 'cash' | 'percentage';
  /** null = customizable: the cashier typed the value at checkout. */
  amount: number | null;
  outletIds: Set<number>;
}

/** The two promo rules the order generator knows how to apply. */
export type PromoRule = 'morning-coffee' | 'delivery-cart';

export interface SeededPromo {
  id: number;
  name: string;
  rule: PromoRule;
  discountType: 'PERCENTAGE' | 'CASH';
  amount: number;
  maxDiscount: number | null;
  promoTypeId: number;
}

interface DiscountSpec {
  name: string;
  type: 'cash' | 'percentage';
  amount: number | null;
  /** Outlet positions within the business; absent = every outlet. */
  outlets?: number[];
}

const discountSpecs: Record<DemoBusinessKey, DiscountSpec[]> = {
  main: [
    { name: 'Diskon Member 10%', type: 'percentage', amount: 10 },
    { name: 'Potongan Rp5.000', type: 'cash', amount: 5000 },
    { name: 'Happy Hour 20%', type: 'percentage', amount: 20, outlets: [0, 1] },
    { name: 'Diskon Karyawan 50%', type: 'percentage', amount: 50 },
    { name: 'Diskon Bebas', type: 'percentage', amount: null },
    { name: 'Potongan Manual', type: 'cash', amount: null, outlets: [0] },
    { name: 'Promo Ulang Tahun Rp25.000', type: 'cash', amount: 25000, outlets: [3] },
    { name: 'Diskon Pembukaan 15%', type: 'percentage', amount: 15, outlets: [2] },
  ],
  recurring: [{ name: 'Diskon Pelajar 10%', type: 'percentage', amount: 10 }],
  trial: [],
  expired: [],
  lapsed: [],
  enterprise: [],
  solo: [{ name: 'Potongan Belanja Rp2.000', type: 'cash', amount: 2000 }],
  closing: [],
  awaiting: [],
  recurringFailed: [],
  switching: [],
  // Shares a name with the main business on purpose: names are unique per business, not across businesses.
  other: [
    { name: 'Diskon Member 10%', type: 'percentage', amount: 10 },
    { name: 'Diskon Roti Sore 30%', type: 'percentage', amount: 30, outlets: [0] },
  ],
};

/** An 800×800 SVG slide, so the demo campaigns display without any file storage. */
function slide(title: string, colour: string): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="800"><rect width="800" height="800" fill="${colour}"/><text x="400" y="420" font-family="sans-serif" font-size="56" fill="#fff" text-anchor="middle">${title}</text></svg>`;
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
}

interface CampaignSpec {
  name: string;
  colours: string[];
  start: number;
  end: number | null;
  isActive: boolean;
  outlets?: number[];
}

// Days relative to now: one of each state the campaign list filters by (Campaign status).
const campaignSpecs: Partial<Record<DemoBusinessKey, CampaignSpec[]>> = {
  main: [
    { name: 'Promo Kopi Pagi', colours: ['#6f4e37', '#a0522d'], start: -20, end: 40, isActive: true },
    { name: 'Menu Baru Desember', colours: ['#2e8b57'], start: 10, end: 40, isActive: true, outlets: [0, 1] },
    {
      name: 'Sambut Tahun Baru',
      colours: ['#1e3a8a', '#b8860b', '#8b0000'],
      start: -5,
      end: null,
      isActive: true,
      outlets: [0, 3],
    },
    { name: 'Ramadan Berkah', colours: ['#006400'], start: -200, end: -170, isActive: false },
    // Still flagged active but over: reactivating it asks for a new period.
    { name: 'Festival Kuliner', colours: ['#ff8c00'], start: -60, end: -30, isActive: true, outlets: [2] },
  ],
  other: [{ name: 'Roti Hangat Pagi', colours: ['#c19a6b'], start: -15, end: 15, isActive: true }],
};

export async function createDiscountsAndCampaigns(
  db: Queryable,
  business: SeededBusiness,
  now: Date,
): Promise<{ discounts: SeededDiscount[]; promos: SeededPromo[] }> {
  const businessId = business.id;
  const stamp = { createdAt: business.createdAt, updatedAt: business.createdAt };
  const outletsAt = (positions?: number[]) =>
    (positions ?? business.outlets.map((_, i) => i)).map((i) => business.outlets[i]?.id ?? 0);

  const specs = discountSpecs[business.spec.key];
  const seeded: SeededDiscount[] = [];
  for (const spec of specs) {
    const [row] = await db
      .insert(discounts)
      .values({ businessId, name: spec.name, type: spec.type, amount: spec.amount, ...stamp })
      .returning({ id: discounts.id });
    if (!row) throw new Error(`discount ${spec.name} was not inserted`);
    const outletIds = outletsAt(spec.outlets);
    await db
      .insert(discountOutlets)
      .values(outletIds.map((outletId) => ({ businessId, discountId: row.id, outletId })));
    seeded.push({
      id: row.id,
      name: spec.name,
      type: spec.type,
      amount: spec.amount,
      outletIds: new Set(outletIds),
    });
  }

  const seededPromos: SeededPromo[] = [];
  if (business.spec.key === 'main') {
    const rows = await db
      .insert(promos)
      .values([
        {
          businessId,
          name: 'Kopi Pagi Hemat 15%',
          promoTypeId: 1,
          discountType: 'PERCENTAGE' as const,
          amount: 15,
          maxDiscount: 10000,
          requirement: { type: 'category' as const, categoryName: 'Kopi', categoryQuantity: 1 },
          ...stamp,
        },
        {
          businessId,
          name: 'Hemat Pesan Antar Rp8.000',
          promoTypeId: 2,
          discountType: 'CASH' as const,
          amount: 8000,
          maxDiscount: null,
          requirement: { type: 'cart' as const, minimumAmount: 60000 },
          ...stamp,
        },
      ])
      .returning();
    rows.forEach((row, i) =>
      seededPromos.push({
        id: row.id,
        name: row.name,
        rule: i === 0 ? 'morning-coffee' : 'delivery-cart',
        discountType: row.discountType,
        amount: row.amount,
        maxDiscount: row.maxDiscount,
        promoTypeId: row.promoTypeId,
      }),
    );
  }

  // Campaign periods are whole days in the business's zone (its first outlet's): 00:00 to 23:59:59 there.
  const zone = business.outlets[0]?.spec.timeZone ?? 'Asia/Jakarta';
  const today = localParts(zone, now);
  const dayAt = (offset: number, end: boolean) =>
    zonedTimeToUtc(
      zone,
      today.year,
      today.month,
      today.day + offset,
      end ? 23 : 0,
      end ? 59 : 0,
      end ? 59 : 0,
    );
  for (const spec of campaignSpecs[business.spec.key] ?? []) {
    const [row] = await db
      .insert(campaigns)
      .values({
        businessId,
        name: spec.name,
        images: spec.colours.map((colour, i) => ({
          name: `${spec.name.toLowerCase().replace(/\s+/g, '-')}-${i + 1}.svg`,
          url: slide(spec.name, colour),
        })),
        duration: 8,
        startDate: dayAt(spec.start, false),
        endDate: spec.end === null ? null : dayAt(spec.end, true),
        isActive: spec.isActive,
        createdAt: new Date(now.getTime() + Math.min(spec.start, 0) * DAY - DAY),
        updatedAt: new Date(now.getTime() + Math.min(spec.start, 0) * DAY - DAY),
      })
      .returning({ id: campaigns.id });
    if (!row) throw new Error(`campaign ${spec.name} was not inserted`);
    await db
      .insert(campaignOutlets)
      .values(outletsAt(spec.outlets).map((outletId) => ({ businessId, campaignId: row.id, outletId })));
  }
  return { discounts: seeded, promos: seededPromos };
}
