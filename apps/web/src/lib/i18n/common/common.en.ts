/** Strings of lib/ and components/ui/. Quoted spec strings are verbatim. */
export const commonEn = {
  /** The browser tab: the screen first, so several open tabs can be told apart. */
  pageTitle: '{{screen}} – Back Office',
  actions: {
    retry: 'Retry',
    cancel: 'Cancel',
    apply: 'Apply',
    close: 'Close',
    save: 'Save',
  },
  states: {
    errorTitle: 'Oops… Something went wrong.',
    genericError: 'Something went wrong. Please try again later',
    networkError: 'We could not reach the server. Check your connection and try again.',
    noDataFound: 'No Data Found',
    noDataToDisplay: 'No Data To Display',
    loading: 'Loading…',
    notFound: 'Not found',
  },
  /** What a failed call says when the server gave no message a person could read (by HTTP status). */
  failures: {
    rejected: 'The request was not accepted. Check what you entered and try again.',
    unauthorized: 'Your session has ended. Please sign in again.',
    forbidden: 'You do not have permission to do this.',
    notFound: 'What you asked for does not exist or was removed.',
    conflict: 'This conflicts with a change made elsewhere. Reload the page and try again.',
    tooLarge: 'The request is too large.',
    rateLimited: 'Too many attempts. Please try again later.',
    unreadable: 'The server sent an answer this page cannot read. Please try again later.',
  },
  language: {
    label: 'Language',
    id: 'Bahasa Indonesia',
    en: 'English',
  },
  validation: {
    required: 'This field is required!',
    email: 'Please enter a valid e-mail address.',
    codeDigits: 'The code has 6 digits.',
    number: 'It must be a number!',
    phone: 'It must be in phone number format!',
  },
  outletChooser: {
    title: 'Choose Outlet',
    searchPlaceholder: 'Search outlet',
    selectAll: 'Select all',
    selectTop: 'Select top {{count}}',
    max: 'Max. {{count}}',
    selectedCount: '{{selected}} of {{total}} selected',
    atLeastOne: 'Please select at least one item.',
    loadError: 'Encountered an error while loading the data.',
    empty: 'No outlets found',
  },
  dateRange: {
    label: 'Date range',
    presets: {
      today: 'Today',
      yesterday: 'Yesterday',
      thisWeek: 'This Week',
      lastWeek: 'Last Week',
      thisMonth: 'This Month',
      lastMonth: 'Last Month',
      thisYear: 'This Year',
      lastYear: 'Last Year',
    },
    startDate: 'Start date',
    endDate: 'End date',
    startHour: 'From hour',
    endHour: 'To hour',
    datePlaceholder: 'DD/MM/YYYY',
    invalidDate: 'Enter a valid date (DD/MM/YYYY)',
  },
  leavePage: {
    title: 'Do you want to leave this page?',
    message: 'Changes you made may not be saved.',
    leave: 'Leave',
    stay: 'Stay on this page',
  },
  retrySelect: {
    loadError: 'Could not load the options.',
    placeholder: 'Select',
  },
  marketing: {
    imageAlt: 'Announcement',
  },
  /** A package deal named by its cycle in the page's language (lib/billing/package-deal-name.ts). */
  packageDeal: {
    monthly: 'Monthly',
    yearly: 'Yearly',
    yearlySaving: 'Yearly (save {{percent}}%)',
  },
  /** The exports' progress and history, shared by the screens that export (components/ui/exports). */
  exports: {
    history: 'Exports',
  },
};
