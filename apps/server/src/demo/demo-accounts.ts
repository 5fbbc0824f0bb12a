/** The sign-ins the demo data creates; printed at start-up and listed in the README. */
export const DEMO_PASSWORD = 'demo12345';

export const demoSignIns = [
  { email: 'owner@demo.test', description: 'owner, 4 outlets (F&B), yearly plan expiring in about 5 months' },
  { email: 'manager@demo.test', description: 'manager of the same business' },
  { email: 'kemang@demo.test', description: 'manager of the same business, limited to its Kemang outlet' },
  { email: 'recurring@demo.test', description: 'owner, 3 outlets on monthly recurring billing' },
  { email: 'trial@demo.test', description: 'owner, business in trial (about 20 days left)' },
  { email: 'expired@demo.test', description: 'owner, expired subscription' },
  { email: 'solo@demo.test', description: 'owner, single-outlet retail business' },
  { email: 'other@demo.test', description: 'owner of an unrelated business (isolation)' },
  { email: 'lapsed@demo.test', description: 'owner, expired subscription (the billing journey pays it)' },
  { email: 'enterprise@demo.test', description: 'owner, enterprise business (expiry extended by sales)' },
  { email: 'closing@demo.test', description: 'owner of the business the account-deletion journey deletes' },
  { email: 'closing-manager@demo.test', description: 'manager of that business' },
  { email: 'pending@demo.test', description: 'owner, renewal waiting for a bank transfer (Pay is held)' },
  { email: 'recurring-failed@demo.test', description: 'owner, recurring billing whose card charges failed' },
  {
    email: 'switch@demo.test',
    description: 'owner, regular billing expiring soon (the recurring journey switches it)',
  },
] as const;
