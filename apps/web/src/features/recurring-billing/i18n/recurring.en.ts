import { recurringMessages } from '@backoffice/contracts/recurring-billing';

/**
 * Strings of the recurring billing page ("Recurring tab", "Recurring activation"). Quoted spec
 * strings are verbatim, the spec's typo ('successfuly') and the Indonesian banner title included; the contract's
 * messages come by key (`messages`).
 */
export const recurringEn = {
  section: 'Account Settings',
  title: 'Billing',
  ownerOnly: 'Only the business owner can manage billing.',
  tabs: { label: 'Recurring billing', payment: 'Payment', outlet: 'Outlet' },
  intervals: { monthly: 'monthly', yearly: 'yearly' },
  badges: { monthly: 'Monthly', yearly: 'Yearly' },
  summary: {
    heading: 'Billing summary',
    // The plan by its cycle, in the page's language (the package deal's stored name is English only; issue 26).
    plan: { monthly: 'Monthly plan', yearly: 'Yearly plan' },
    perCycle: { monthly: '/month', yearly: '/year' },
    originalPrice: 'Original price',
    nextBilling: 'Next Billing',
    outlets_one: '{{count}} outlet',
    outlets_other: '{{count}} outlets',
    employeeSlots: 'Extra employee slots',
    seeDetail: 'See Detail Payment',
    modify: 'Modify Billing',
    yearlyNote: 'A yearly plan cannot be modified here. Please call our support at {{phone}}.',
  },
  method: {
    heading: 'Payment method',
    creditCard: 'Credit card',
    directDebit: 'Direct debit',
    billingTo: 'Billing to {{email}}',
    manageCard: 'Manage card',
    changeDebit: 'Change debit',
    cardImage: 'Card',
  },
  failed: {
    title: 'Pembayaran gagal',
    updateNow: 'Update now',
  },
  processing: 'Please wait, payment is under process',
  activation: {
    success: 'Payment switched to Recurring {{interval}} successfuly',
    error: 'Error payment switched to Recurring {{interval}}',
    errorDetail: 'Please check your card and try again',
  },
  breakdown: {
    title: 'Price Breakdown',
    outlets: 'Outlets',
    employeeSlots: 'Extra employee slots',
    coupon: 'Coupon {{code}}',
    quantity: '{{count}} × {{price}}',
    subtotal: 'Before discount',
    total: 'Total per billing',
    close: 'Close',
  },
  modify: {
    title: 'Modify Billing',
    intro: 'Choose another package deal. The change takes effect at your next billing.',
    deals: 'Package deals',
    current: 'Current',
    price: '{{price}} /outlet/mo',
    confirm: 'Change package',
    cancel: 'Cancel',
    done: 'Package changed. The new package applies from your next billing.',
    loadError: 'Encountered an error while loading the data.',
  },
  messages: { ...recurringMessages } as Record<keyof typeof recurringMessages, string>,
};
