export const API_BASE: string = import.meta.env.VITE_API_BASE ?? '/zw-lgb2';

/** Axios timeout of the Vue console (console.md §9). */
export const REQUEST_TIMEOUT = 9000;
