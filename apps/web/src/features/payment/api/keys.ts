/**
 * Query-key roots of payments, one per business object: every query of an object starts with its root,
 * and whatever changes the object invalidates the root (TanStack Query matches keys by prefix).
 */
/** Every payment query: an invoice application changes the invoices and the charge it is for. */
export const paymentKey = ['payment'] as const;
export const chargeKey = [...paymentKey, 'charge'] as const;
export const invoiceKey = [...paymentKey, 'invoice'] as const;
