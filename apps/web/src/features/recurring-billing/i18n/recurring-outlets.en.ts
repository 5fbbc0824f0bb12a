import { billingMessages } from '@backoffice/contracts/billing';

/**
 * Strings of the recurring billing's Outlet tab. Quoted spec strings are verbatim (the product's state rules "Outlet toggle
 * (recurring outlet tab)"); the rest are ours.
 */
export const recurringOutletsEn = {
  heading: 'Outlets',
  description: 'Choose which outlets renew at the next automatic payment.',
  columns: {
    name: 'Outlet Name',
    address: 'Address',
    createdIn: 'Created In',
    activeUntil: 'Renew / Active Until',
    status: 'Status',
    renew: 'Renew',
  },
  status: { active: 'Active', inactive: 'Inactive', expired: 'Expired' },
  renewLabel: 'Renew {{name}}',
  lastActive: billingMessages.lastActiveOutlet as string,
  empty: 'No outlets found',
  loadError: 'Encountered an error while loading the data.',
  activationFailed: 'Something went wrong. Please try again later',
  activated: '{{name}} will renew at the next payment.',
  deactivated: '{{name}} will not renew at the next payment.',
  deactivate: {
    title: 'Deactivate outlet?',
    body: '{{name}} will not be renewed at the next payment. It can still be used until {{date}}.',
    bodyNoDate: '{{name}} will not be renewed at the next payment.',
    confirm: 'Deactivate',
    cancel: 'Cancel',
  },
  reactivate: {
    title: 'Re-activate outlet',
    body: '{{name}} has expired. Activate it with the next payment, or pay now to use it today.',
    price: 'Pro-rated price',
    period: 'Period',
    periodValue: '{{start}} – {{end}}',
    activateNext: 'Activate Next Payment',
    activateNow: 'Immediate Activate',
    cancel: 'Cancel',
  },
};
