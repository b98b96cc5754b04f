import type { SuperQueryField } from '@/widgets/advanced-query';
import type { ListColumn, ListUrls } from './types';
import type { ListConfig } from './use-list';

/**
 * What a list screen shows of its records, written once beside its columns: the endpoints and
 * query it loads with (a `ListConfig`, so `useList` takes it as is) and what `ListPage` draws from
 * it. The screen itself then adds only its own row actions, toolbar buttons and dialogs.
 */
export interface ListScreenSpec<T extends object> extends ListConfig {
  columns: readonly ListColumn<T>[];
  /** Fields of the advanced query; none hides it. */
  superQueryFields?: readonly SuperQueryField[];
  /** Button permission prefix: `position` checks position:add, :edit, :delete, :batch_delete, :import, :export. */
  permissionPrefix?: string;
  /** Columns the import preview must find (passed to the import dialog). */
  importRequiredColumns?: string[];
}

/** The endpoints of a list screen out of its module's `*_API` paths: the ones a list works against, no others. */
export function listUrlsOf(api: ListUrls): ListUrls {
  const urls: ListUrls = {};
  for (const key of LIST_URL_KEYS) if (api[key] !== undefined) urls[key] = api[key];
  return urls;
}

const LIST_URL_KEYS = ['list', 'delete', 'deleteBatch', 'exportXls', 'importExcel'] as const satisfies readonly (keyof ListUrls)[];
