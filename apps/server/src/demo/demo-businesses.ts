import type { CatalogueSpec } from './catalogue-spec.js';
import { cafeCatalogue } from './catalogue-cafe.js';
import { bakeryCatalogue, retailCatalogue } from './catalogue-shops.js';
import { type DemoOutletSpec, demoOutlets } from './demo-outlets.js';

const DAY = 86_400_000;

export type DemoBusinessKey =
  | 'main'
  | 'recurring'
  | 'trial'
  | 'expired'
  | 'solo'
  | 'other'
  | 'lapsed'
  | 'enterprise'
  | 'closing'
  | 'awaiting'
  | 'recurringFailed'
  | 'switching';

export interface DemoPlan {
  currentPlan: 1 | 12;
  billingMode: 'regular' | 'recurring';
  isTrial: boolean;
  trialEndAt: Date | null;
  expiredAt: Date;
  lastPaymentDate: Date | null;
}

export interface DemoHistory {
  /** Days of full order history given the `days` the seed was asked for. */
  days: (requested: number) => number;
  ordersPerOutletDay: number;
  /** Orders stop here (an expired business stopped selling); defaults to `now`. */
  endsAt?: (now: Date) => Date;
}

export interface DemoBusinessSpec {
  key: DemoBusinessKey;
  name: string;
  kind: 'fnb' | 'retail';
  ownerEmail: string;
  ownerName: [first: string, last: string];
  managerEmail?: string;
  managerName?: [first: string, last: string];
  /** A manager who works at one outlet only (its index in `outlets`): what a single-outlet user sees. */
  outletManager?: { email: string; name: [first: string, last: string]; outletIndex: number };
  /** When the business signed up; outlets and catalogue date from then. */
  createdAt: (now: Date) => Date;
  plan: (now: Date) => DemoPlan;
  capabilities: string[];
  /**
   * Only the retail shop is in a category allowed to sell online (whitelist), so its sidebar shows the
   * online-channel entries and the others' does not.
   */
  businessCategoryId?: number;
  catalogue: CatalogueSpec;
  /** Retail sells without sales types, so its invoices show the "No Sales Type" group. */
  salesTypes: string[];
  taxName: string | null;
  taxPercentage: number;
  includeGratuityTax: boolean;
  outlets: DemoOutletSpec[];
  customers: number;
  history: DemoHistory;
  featureSubscriptions: ('Loyalty' | 'Table Management' | 'Ingredient Inventory' | 'Loyalty Pro')[];
  /** Extended by the sales team: no coupon or Pay on billing. */
  isEnterprise?: boolean;
}

const fnbSalesTypes = ['Dine In', 'Take Away', 'GoFood', 'GrabFood'];

/**
 * The demo businesses. Order history: the main business gets the requested `days` at about 60 orders per
 * outlet per day; the others get a lighter history that is enough for their screens (at most 90 days, about 20 a
 * day per outlet; the trial business only since it signed up; the expired one stops when its plan ran out).
 */
export const demoBusinesses: DemoBusinessSpec[] = [
  {
    key: 'main',
    name: 'Kopi Nusantara',
    kind: 'fnb',
    ownerEmail: 'owner@demo.test',
    ownerName: ['Rahmat', 'Hidayat'],
    managerEmail: 'manager@demo.test',
    managerName: ['Dewi', 'Lestari'],
    outletManager: { email: 'kemang@demo.test', name: ['Agus', 'Salim'], outletIndex: 0 },
    createdAt: (now) => new Date(now.getTime() - 1000 * DAY),
    plan: (now) => ({
      currentPlan: 12,
      billingMode: 'regular',
      isTrial: false,
      trialEndAt: null,
      expiredAt: new Date(now.getTime() + 152 * DAY),
      lastPaymentDate: new Date(now.getTime() - 213 * DAY),
    }),
    capabilities: ['ECOMMERCE_ATTRIBUTES'],
    catalogue: cafeCatalogue,
    salesTypes: fnbSalesTypes,
    taxName: 'PB1',
    taxPercentage: 10,
    includeGratuityTax: true,
    outlets: demoOutlets.main,
    customers: 200,
    history: { days: (requested) => requested, ordersPerOutletDay: 60 },
    featureSubscriptions: ['Loyalty Pro', 'Table Management'],
  },
  {
    key: 'recurring',
    name: 'Warung Kopi Senja',
    kind: 'fnb',
    ownerEmail: 'recurring@demo.test',
    ownerName: ['Bayu', 'Saputra'],
    createdAt: (now) => new Date(now.getTime() - 400 * DAY),
    plan: (now) => ({
      currentPlan: 1,
      billingMode: 'recurring',
      isTrial: false,
      trialEndAt: null,
      expiredAt: new Date(now.getTime() + 30 * DAY),
      lastPaymentDate: new Date(now.getTime() - 1 * DAY),
    }),
    capabilities: [],
    catalogue: cafeCatalogue,
    salesTypes: fnbSalesTypes,
    taxName: 'PB1',
    taxPercentage: 10,
    includeGratuityTax: false,
    outlets: demoOutlets.recurring,
    customers: 40,
    history: { days: (requested) => Math.min(requested, 90), ordersPerOutletDay: 20 },
    featureSubscriptions: ['Loyalty'],
  },
  {
    key: 'trial',
    name: 'Kedai Kopi Tepi Danau',
    kind: 'fnb',
    ownerEmail: 'trial@demo.test',
    ownerName: ['Intan', 'Siregar'],
    createdAt: (now) => new Date(now.getTime() - 10 * DAY),
    plan: (now) => ({
      currentPlan: 1,
      billingMode: 'regular',
      isTrial: true,
      trialEndAt: new Date(now.getTime() + 20 * DAY),
      expiredAt: new Date(now.getTime() + 20 * DAY),
      lastPaymentDate: null,
    }),
    capabilities: [],
    catalogue: cafeCatalogue,
    salesTypes: fnbSalesTypes,
    taxName: null,
    taxPercentage: 0,
    includeGratuityTax: false,
    outlets: demoOutlets.trial,
    customers: 15,
    history: { days: (requested) => Math.min(requested, 10), ordersPerOutletDay: 15 },
    featureSubscriptions: [],
  },
  {
    key: 'expired',
    name: 'Es Teh Segar Makassar',
    kind: 'fnb',
    ownerEmail: 'expired@demo.test',
    ownerName: ['Andi', 'Hakim'],
    createdAt: (now) => new Date(now.getTime() - 200 * DAY),
    plan: (now) => ({
      currentPlan: 1,
      billingMode: 'regular',
      isTrial: false,
      trialEndAt: null,
      expiredAt: new Date(now.getTime() - 10 * DAY),
      lastPaymentDate: new Date(now.getTime() - 40 * DAY),
    }),
    capabilities: [],
    catalogue: cafeCatalogue,
    salesTypes: fnbSalesTypes,
    taxName: 'PB1',
    taxPercentage: 10,
    includeGratuityTax: false,
    outlets: demoOutlets.expired,
    customers: 20,
    history: {
      days: (requested) => Math.min(requested, 60),
      ordersPerOutletDay: 20,
      endsAt: (now) => new Date(now.getTime() - 10 * DAY),
    },
    featureSubscriptions: [],
  },
  {
    key: 'solo',
    name: 'Toko Kelontong Berkah',
    kind: 'retail',
    ownerEmail: 'solo@demo.test',
    ownerName: ['Sri', 'Wahyuni'],
    createdAt: (now) => new Date(now.getTime() - 500 * DAY),
    plan: (now) => ({
      currentPlan: 12,
      billingMode: 'regular',
      isTrial: false,
      trialEndAt: null,
      expiredAt: new Date(now.getTime() + 270 * DAY),
      lastPaymentDate: new Date(now.getTime() - 95 * DAY),
    }),
    capabilities: [],
    businessCategoryId: 51,
    catalogue: retailCatalogue,
    salesTypes: [],
    taxName: null,
    taxPercentage: 0,
    includeGratuityTax: false,
    outlets: demoOutlets.solo,
    customers: 30,
    history: { days: (requested) => Math.min(requested, 90), ordersPerOutletDay: 20 },
    featureSubscriptions: [],
  },
  {
    key: 'other',
    name: 'Toko Roti Sari Manis',
    kind: 'fnb',
    ownerEmail: 'other@demo.test',
    ownerName: ['Hendra', 'Tan'],
    createdAt: (now) => new Date(now.getTime() - 700 * DAY),
    plan: (now) => ({
      currentPlan: 12,
      billingMode: 'regular',
      isTrial: false,
      trialEndAt: null,
      expiredAt: new Date(now.getTime() + 240 * DAY),
      lastPaymentDate: new Date(now.getTime() - 125 * DAY),
    }),
    capabilities: ['ECOMMERCE_ATTRIBUTES'],
    catalogue: bakeryCatalogue,
    salesTypes: ['Dine In', 'Take Away', 'GoFood'],
    taxName: 'PB1',
    taxPercentage: 10,
    includeGratuityTax: false,
    outlets: demoOutlets.other,
    customers: 40,
    history: { days: (requested) => Math.min(requested, 90), ordersPerOutletDay: 20 },
    featureSubscriptions: ['Loyalty'],
  },
  {
    // A second expired business of its own for the billing journey, which pays and lifts the hold: the expired
    // business above stays expired for the shell's journeys.
    key: 'lapsed',
    name: 'Bakso Pak Kumis',
    kind: 'fnb',
    ownerEmail: 'lapsed@demo.test',
    ownerName: ['Joko', 'Susilo'],
    createdAt: (now) => new Date(now.getTime() - 120 * DAY),
    plan: (now) => ({
      currentPlan: 1,
      billingMode: 'regular',
      isTrial: false,
      trialEndAt: null,
      expiredAt: new Date(now.getTime() - 5 * DAY),
      lastPaymentDate: new Date(now.getTime() - 35 * DAY),
    }),
    capabilities: [],
    catalogue: cafeCatalogue,
    salesTypes: fnbSalesTypes,
    taxName: 'PB1',
    taxPercentage: 10,
    includeGratuityTax: false,
    outlets: demoOutlets.lapsed,
    customers: 10,
    history: {
      days: (requested) => Math.min(requested, 14),
      ordersPerOutletDay: 10,
      endsAt: (now) => new Date(now.getTime() - 5 * DAY),
    },
    featureSubscriptions: [],
  },
  {
    key: 'enterprise',
    name: 'Restoran Sederhana Group',
    kind: 'fnb',
    ownerEmail: 'enterprise@demo.test',
    ownerName: ['Ratna', 'Dewi'],
    createdAt: (now) => new Date(now.getTime() - 900 * DAY),
    plan: (now) => ({
      currentPlan: 12,
      billingMode: 'regular',
      isTrial: false,
      trialEndAt: null,
      expiredAt: new Date(now.getTime() + 200 * DAY),
      lastPaymentDate: new Date(now.getTime() - 165 * DAY),
    }),
    capabilities: [],
    catalogue: cafeCatalogue,
    salesTypes: fnbSalesTypes,
    taxName: 'PB1',
    taxPercentage: 10,
    includeGratuityTax: false,
    outlets: demoOutlets.enterprise,
    customers: 10,
    history: { days: (requested) => Math.min(requested, 14), ordersPerOutletDay: 10 },
    featureSubscriptions: [],
    isEnterprise: true,
  },
  {
    // The business the account-deletion journey deletes (issue 18): no other screen or browser test uses it.
    key: 'closing',
    name: 'Kedai Kopi Pamitan',
    kind: 'fnb',
    ownerEmail: 'closing@demo.test',
    ownerName: ['Agus', 'Salim'],
    managerEmail: 'closing-manager@demo.test',
    managerName: ['Rina', 'Marlina'],
    createdAt: (now) => new Date(now.getTime() - 200 * DAY),
    plan: (now) => ({
      currentPlan: 1,
      billingMode: 'regular',
      isTrial: false,
      trialEndAt: null,
      expiredAt: new Date(now.getTime() + 20 * DAY),
      lastPaymentDate: new Date(now.getTime() - 10 * DAY),
    }),
    capabilities: [],
    catalogue: cafeCatalogue,
    salesTypes: ['Dine In', 'Take Away'],
    taxName: 'PB1',
    taxPercentage: 10,
    includeGratuityTax: false,
    outlets: demoOutlets.closing,
    customers: 10,
    history: { days: (requested) => Math.min(requested, 14), ordersPerOutletDay: 10 },
    featureSubscriptions: [],
  },
  {
    // Renewed by bank transfer and not yet transferred (issue 15): billing shows the pending message, Pay is off.
    key: 'awaiting',
    name: 'Warung Nasi Bu Sri',
    kind: 'fnb',
    ownerEmail: 'pending@demo.test',
    ownerName: ['Sri', 'Wahyuni'],
    createdAt: (now) => new Date(now.getTime() - 150 * DAY),
    plan: (now) => ({
      currentPlan: 1,
      billingMode: 'regular',
      isTrial: false,
      trialEndAt: null,
      expiredAt: new Date(now.getTime() + 8 * DAY),
      lastPaymentDate: new Date(now.getTime() - 22 * DAY),
    }),
    capabilities: [],
    catalogue: cafeCatalogue,
    salesTypes: ['Dine In', 'Take Away'],
    taxName: 'PB1',
    taxPercentage: 10,
    includeGratuityTax: false,
    outlets: demoOutlets.awaiting,
    customers: 10,
    history: { days: (requested) => Math.min(requested, 14), ordersPerOutletDay: 10 },
    featureSubscriptions: [],
  },
  {
    // On recurring billing and its charges failed (issue 16): the recurring page shows the failed-payment banner,
    // and 'Update now' links a new account. No other screen or browser test uses it.
    key: 'recurringFailed',
    name: 'Kopi Tubruk Pak Darmo',
    kind: 'fnb',
    ownerEmail: 'recurring-failed@demo.test',
    ownerName: ['Darmo', 'Sutrisno'],
    createdAt: (now) => new Date(now.getTime() - 120 * DAY),
    plan: (now) => ({
      currentPlan: 1,
      billingMode: 'recurring',
      isTrial: false,
      trialEndAt: null,
      expiredAt: new Date(now.getTime() + 2 * DAY),
      lastPaymentDate: new Date(now.getTime() - 28 * DAY),
    }),
    capabilities: [],
    catalogue: cafeCatalogue,
    salesTypes: ['Dine In', 'Take Away'],
    taxName: null,
    taxPercentage: 0,
    includeGratuityTax: false,
    outlets: demoOutlets.recurringFailed,
    customers: 5,
    history: { days: (requested) => Math.min(requested, 7), ordersPerOutletDay: 8 },
    featureSubscriptions: [],
  },
  {
    // Expiring soon on regular billing (issue 16): the business the browser test switches to recurring by direct
    // debit. No other screen or browser test uses it.
    key: 'switching',
    name: 'Mie Ayam Bu Tini',
    kind: 'fnb',
    ownerEmail: 'switch@demo.test',
    ownerName: ['Tini', 'Rahayu'],
    createdAt: (now) => new Date(now.getTime() - 90 * DAY),
    plan: (now) => ({
      currentPlan: 1,
      billingMode: 'regular',
      isTrial: false,
      trialEndAt: null,
      expiredAt: new Date(now.getTime() + 5 * DAY),
      lastPaymentDate: new Date(now.getTime() - 25 * DAY),
    }),
    capabilities: [],
    catalogue: cafeCatalogue,
    salesTypes: ['Dine In', 'Take Away'],
    taxName: null,
    taxPercentage: 0,
    includeGratuityTax: false,
    outlets: demoOutlets.switching,
    customers: 5,
    history: { days: (requested) => Math.min(requested, 7), ordersPerOutletDay: 8 },
    featureSubscriptions: [],
  },
];
