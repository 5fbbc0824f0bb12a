/** The detail panel's queries, apart from the lists', so a refund can refresh a detail without the lists. */
export const transactionDetailKeys = {
  all: ['transaction-detail'] as const,
  invoice: (token: string) => [...transactionDetailKeys.all, 'invoice', token] as const,
  cancelled: (outletId: number, orderId: number) =>
    [...transactionDetailKeys.all, 'cancelled', { outletId, orderId }] as const,
  paymentMethods: () => [...transactionDetailKeys.all, 'payment-methods'] as const,
};
