// How long an OXXO voucher can be paid at the store, for a registration or a reto (docs/registration.md §4 Voucher validity).
export const VOUCHER_VALIDITY_MS = 48 * 60 * 60 * 1000;
