/**
 * Endpoint paths of one backend controller. Most controllers name each endpoint after its last path
 * segment under their base path, and most expose the five CRUD paths of contract §4 (`/list`, `/add`,
 * `/edit`, `/delete`, `/deleteBatch`).
 */

/** Paths named after their last segment; template literal types keep each path's exact text in the type, as `as const` did. */
export type ControllerPaths<Base extends string, Name extends string> = { readonly [K in Name]: `${Base}/${K}` };

const CRUD_NAMES = ['list', 'add', 'edit', 'delete', 'deleteBatch'] as const;

/** The CRUD paths of one controller. */
export type CrudEndpoints<Base extends string> = ControllerPaths<Base, (typeof CRUD_NAMES)[number]>;

/** `controllerPaths('/sys/role', ['queryall'])` is `{ queryall: '/sys/role/queryall' }`. */
export function controllerPaths<Base extends string, Name extends string>(base: Base, names: readonly Name[]): ControllerPaths<Base, Name> {
  return Object.fromEntries(names.map((name) => [name, `${base}/${name}`])) as ControllerPaths<Base, Name>;
}

/**
 * The five CRUD paths of a controller from its base path (`'/sys/position'`), and the paths it adds
 * of its own; a path whose key is not its last segment is spelled out beside the result.
 */
export function crudEndpoints<Base extends string, Own extends string = never>(
  base: Base,
  own: readonly Own[] = [],
): CrudEndpoints<Base> & ControllerPaths<Base, Own> {
  return controllerPaths(base, [...CRUD_NAMES, ...own]);
}
