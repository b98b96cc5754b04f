/**
 * The five CRUD paths most backend controllers expose under their base path (contract §4: `/list`,
 * `/add`, `/edit`, `/delete`, `/deleteBatch`).
 */

/** The CRUD paths of one controller; template literal types keep each path's exact text in the type, as `as const` did. */
export interface CrudEndpoints<Base extends string> {
  readonly list: `${Base}/list`;
  readonly add: `${Base}/add`;
  readonly edit: `${Base}/edit`;
  readonly delete: `${Base}/delete`;
  readonly deleteBatch: `${Base}/deleteBatch`;
}

/**
 * Builds the five CRUD paths of a controller from its base path (`'/sys/position'`). A module spreads
 * the result into its `*_API` object and spells out beside it the paths that are its own.
 */
export function crudEndpoints<Base extends string>(base: Base): CrudEndpoints<Base> {
  return {
    list: `${base}/list`,
    add: `${base}/add`,
    edit: `${base}/edit`,
    delete: `${base}/delete`,
    deleteBatch: `${base}/deleteBatch`,
  };
}
