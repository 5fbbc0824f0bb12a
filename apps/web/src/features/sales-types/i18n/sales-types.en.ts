import { salesTypeMessages } from '@backoffice/contracts/sales-types';

type SalesTypeMessageName = keyof typeof salesTypeMessages;

/** Strings of the Sales types screen (ours: the spec words none); the validation table is the contract's, by key. */
export const salesTypesEn = {
  section: 'Library',
  title: 'Sales Types',
  create: 'Create Sales Type',
  search: {
    label: 'Search',
    placeholder: 'Search sales type name',
    clear: 'Clear search',
  },
  filter: {
    label: 'Outlet',
    all: 'All Outlets',
  },
  list: {
    label: 'Sales type list',
    name: 'Name',
    outlets: 'Outlets',
    gratuities: 'Service charges',
    active: 'Active',
    actions: 'Actions',
    default: 'Default',
    outletCount_one: '{{count}} outlet',
    outletCount_other: '{{count}} outlets',
    noOutlets: 'Not offered at any outlet',
    noGratuity: 'None',
    activate: 'Switch {{name}} on',
    deactivate: 'Switch {{name}} off',
    defaultStaysOn: 'The default sales type stays active',
    edit: 'Edit {{name}}',
    delete: 'Delete {{name}}',
    readOnly: 'Also offered at outlets you do not manage: you can view it but not change it.',
    loadingMore: 'Loading more sales types…',
    loadMoreError: 'More sales types could not be loaded.',
    loadError: 'The sales types could not be loaded.',
  },
  empty: {
    title: 'No sales types yet',
    description:
      'Create the ways you sell, such as “Dine In”, “Take Away” or “GoFood”, and choose the outlets that offer each. The first one becomes the default.',
    searchTitle: 'No sales type matches your search',
    searchDescription: 'Check the spelling, choose all outlets, or clear the search.',
  },
  panel: {
    createTitle: 'Create Sales Type',
    editTitle: 'Edit Sales Type',
    name: 'Sales type name',
    namePlaceholder: 'e.g. GoFood',
    outlets: 'Outlets',
    outletsHint: 'The outlets whose cashier app offers this sales type.',
    assignOutlets: 'Choose outlets',
    changeOutlets: 'Change outlets',
    noOutletChosen: 'No outlet chosen yet',
    moreOutlets: '+{{count}} more',
    isDefault: 'Default sales type',
    isDefaultHint:
      'A new bill starts with it. Making it the default makes the current default an ordinary one.',
    alreadyDefault: 'This is the default. To change it, make another sales type the default.',
    gratuities: 'Service charges',
    gratuitiesHint: 'Set on the Gratuity screen.',
    appliesToAll: 'every sales type',
    cancel: 'Cancel',
    close: 'Close',
    save: 'Save',
    loadError: 'This sales type could not be loaded.',
  },
  deleteDialog: {
    title: 'Delete sales type?',
    checking: 'Checking what deleting it changes…',
    checkError: 'Whether it can be deleted could not be checked.',
    message: '“{{name}}” will be deleted. This can not be undone.',
    effects: 'Past transactions keep the name they were sold with.',
    items_one: '{{count}} item limited to it will no longer be limited to it.',
    items_other: '{{count}} items limited to it will no longer be limited to it.',
    charges_one: '{{count}} service charge will no longer apply to it.',
    charges_other: '{{count}} service charges will no longer apply to it.',
    isDefault:
      '“{{name}}” is the default sales type and can not be deleted. Make another sales type the default first.',
    notYours: '“{{name}}” is also offered at outlets you do not manage, so you can not delete it.',
    cancel: 'Cancel',
    close: 'Close',
    confirm: 'Delete',
  },
  toasts: {
    created: 'Sales type has been created',
    updated: 'Sales type has been updated',
    deleted: 'Sales type has been deleted',
    activated: '{{name}} is now active',
    deactivated: '{{name}} is now inactive',
  },
  errors: {
    notFound: 'Sales type does not found or already removed',
    nameTaken: 'Sales type name already exists in your business, please use another name.',
    defaultUndeletable:
      'The default sales type cannot be deleted. Make another sales type the default first.',
    defaultInactive:
      'The default sales type cannot be switched off. Make another sales type the default first.',
  },
  validation: { ...salesTypeMessages } as Record<SalesTypeMessageName, string>,
};
