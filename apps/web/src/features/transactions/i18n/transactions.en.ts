/**
 * Strings of the Transactions screen. Quoted spec strings are verbatim; the tiles
 * are upper case as the spec writes them.
 */
export const transactionsEn = {
  section: 'Reports',
  title: 'Transactions',
  /** Orders cashier devices sent since the lists were loaded (issue 14); a click reloads. */
  newOrders_one: '{{count}} new order',
  newOrders_other: '{{count}} new orders',
  tabs: {
    label: 'Transaction type',
    success: 'Success Orders',
    cancelled: 'Cancelled Orders',
    void: 'Void Items',
  },
  filter: {
    outlet: 'Outlet',
    allOutlet: 'All Outlet',
    dateRange: 'Date and time',
    search: {
      success: 'Receipt Number',
      cancelled: 'Order ID',
      void: 'Item Name',
    },
    clearSearch: 'Clear search',
  },
  /** The success list narrowed to one item, from an Item sales row (decision 0260). */
  itemFilter: {
    hint: 'Only orders that include',
    label: 'Item',
    remove: 'Remove the item filter',
  },
  tiles: {
    label: 'Summary',
    transactions: 'TRANSACTIONS',
    totalCollected: 'TOTAL COLLECTED',
    netSales: 'NET SALES',
    totalCancelled: 'TOTAL CANCELLED',
    totalVoidItems: 'TOTAL VOID ITEMS',
    totalVoidPrice: 'TOTAL VOID PRICE',
  },
  columns: {
    outlet: 'Outlet',
    time: 'Time',
    collectedBy: 'Collected By',
    items: 'Items',
    totalPrice: 'Total Price',
    cancelledTime: 'Cancelled Time',
    cancelledBy: 'Cancelled By',
    cancelReason: 'Cancel Reason',
    voidTime: 'Void Time',
    orderId: 'Order ID',
    itemName: 'Item Name',
    quantity: 'Quantity',
    voidReason: 'Void Reason',
    voidBy: 'Void By',
  },
  list: {
    success: 'Success orders',
    cancelled: 'Cancelled orders',
    void: 'Void items',
    /** date-fns pattern of the day headings. */
    dayHeading: 'EEEE, MMMM do, yyyy',
    open: 'Open receipt {{receipt}}',
    loadingMore: 'Loading more transactions…',
    loadMoreError: 'More transactions could not be loaded.',
    loadError: 'The transactions could not be loaded.',
    summaryError: 'The summary could not be loaded.',
  },
  empty: {
    noTransactions: 'No Transactions',
    noTransactionsHelp:
      'Orders completed at your outlets appear here once they are paid. Choose another date range or outlet to see earlier ones.',
    noDataFound: 'No Data Found',
    noDataHelp: 'Nothing matches this search in the chosen range and outlet.',
    noItemFound: 'No Item Found',
    noItemHelp: 'No items were voided in the chosen range and outlet.',
  },
  oldData: {
    title: "Data you're looking for is not available in Backoffice",
    description:
      "Only last year's full data up to now can be accessed here. For older transactions, contact our support at {{phone}}.",
    call: 'Call support',
  },
  export: {
    button: 'Export',
    transaction: 'Transactions',
    itemDetails: 'Item Details',
    inProgress: 'Export in progress',
    singleOutlet: 'Choose one outlet to export cancelled or void transactions.',
  },
};
