/**
 * The console's one mobile-number rule (console.md §5): 1, then 3, 4, 5, 7 or 8, then nine digits.
 * The login's SMS tab, the account and user forms and the editable table's `m` preset all test
 * with it, so a number one screen takes is never refused by another.
 */
export const MOBILE_PATTERN = /^1[34578]\d{9}$/;
