import { discountMessages, type DiscountMessageName } from '@backoffice/contracts/discounts';

/**
 * Strings of the Discounts screen. Quoted spec strings are verbatim; the
 * validation table is the contract's `discountMessages`, by key.
 */
export const discountsEn = {
  section: 'Library',
  title: 'Discounts',
  create: 'Create Discount',
  filter: {
    label: 'Outlet',
    all: 'All Outlets',
  },
  list: {
    label: 'Discount list',
    name: 'Name',
    type: 'Type',
    amount: 'Amount',
    outlets: 'Outlets',
    actions: 'Actions',
    outletCount_one: '{{count}} outlet',
    outletCount_other: '{{count}} outlets',
    edit: 'Edit {{name}}',
    delete: 'Delete {{name}}',
    loadingMore: 'Loading more discounts…',
    loadMoreError: 'More discounts could not be loaded.',
    loadError: 'The discounts could not be loaded.',
    outletsError: 'The outlets could not be loaded.',
    readOnly: 'Also used at outlets you do not manage: you can view it but not change it.',
  },
  types: {
    cash: 'Cash',
    percentage: 'Percentage',
  },
  customAmount: 'Custom amount',
  empty: {
    title: 'No discounts yet',
    description: 'Create a discount to give cash or percentage reductions at your outlets.',
    outletTitle: 'No discounts at this outlet',
    outletDescription: 'Choose another outlet, or assign a discount to this one.',
  },
  panel: {
    createTitle: 'Create Discount',
    editTitle: 'Edit Discount',
    name: 'Discount name',
    namePlaceholder: 'e.g. Member discount',
    category: 'Category',
    fixedAmount: 'Fixed amount',
    fixedAmountHint: 'The same amount every time it is used.',
    customAmount: 'Customizable amount',
    customAmountHint: 'The cashier types the amount at checkout.',
    amountType: 'Amount type',
    promoType: 'Promo type',
    cash: 'Cash (Rp)',
    percentage: 'Percentage (%)',
    amount: 'Amount',
    outlets: 'Outlets',
    outletsHint: 'Where cashiers can apply this discount.',
    assignOutlets: 'Assign outlets',
    changeOutlets: 'Change outlets',
    noOutletChosen: 'No outlet assigned yet',
    moreOutlets: '+{{count}} more',
    cancel: 'Cancel',
    close: 'Close',
    save: 'Save',
    loadError: 'This discount could not be loaded.',
  },
  deleteDialog: {
    title: 'Delete discount?',
    message: '“{{name}}” will be removed from every outlet it is assigned to. This can not be undone.',
    cancel: 'Cancel',
    confirm: 'Delete',
  },
  toasts: {
    created: 'Discount has been created',
    updated: 'Discount has been updated',
    deleted: 'Discount has been deleted',
  },
  errors: {
    notFound: 'Discount does not found or already removed',
    nameTaken: 'Discount name already exists in your business, please use another name.',
  },
  /**
   * Contract messages by key (`discounts.<name>` in an error → `validation.<name>`). The English is the
   * contract's own, verbatim; Indonesian is typed against it, so a new message without a translation does not
   * compile, and an edited English text keeps its translation.
   */
  validation: { ...discountMessages } as Record<DiscountMessageName, string>,
};
