/** One key factory: a submission or a decision refreshes everything the page shows. */
export const paymentMethodKeys = {
  all: ['payment-methods'] as const,
  methods: () => [...paymentMethodKeys.all, 'methods'] as const,
  registration: () => [...paymentMethodKeys.all, 'qris-registration'] as const,
  draft: () => [...paymentMethodKeys.all, 'qris-draft'] as const,
  banks: () => [...paymentMethodKeys.all, 'banks'] as const,
};
