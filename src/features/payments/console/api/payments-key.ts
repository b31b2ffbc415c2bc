/** Every Payments query starts with this key: a paste, an upload or a verification reads them all again. */
export const paymentsKey = ["payments"] as const;
