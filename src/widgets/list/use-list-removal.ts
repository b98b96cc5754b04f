/**
 * 删除 and 批量删除 of a list (the mixin's handleDelete / batchDel): the server's message on
 * success or refusal, the batch confirm, the selection trimmed, and the page kept in range.
 */
import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { deleteAction } from '@/api/http';
import { isApiError } from '@/api/errors';
import { notify } from '@/ui/notify';
import { useConfirm } from '@/ui/dialogs/confirm';
import { idsParam, pageAfterRemoval } from './list-params';
import { LIST_TEXT } from './messages';
import type { ListUrls } from './types';

export interface ListRemovalInput {
  urls: ListUrls;
  selection: string[];
  setSelection: (update: (ids: string[]) => string[]) => void;
  /** Rows of the whole list and per page, to keep the page in range after a removal. */
  total: number;
  pageSize: number;
  setPage: (update: (page: number) => number) => void;
}

/** A refusal in the answer or a thrown business error: warn with the server's words (HTTP failures were announced by the client). */
function warnRefusal(e: unknown): false {
  if (isApiError(e) && e.kind === 'business') notify.warning(e.message);
  return false;
}

export function useListRemoval({ urls, selection, setSelection, total, pageSize, setPage }: ListRemovalInput) {
  const confirm = useConfirm();
  const client = useQueryClient();

  const afterRemoval = useCallback(
    (removed: number) => {
      setPage((current) => pageAfterRemoval(total, removed, pageSize, current));
      void client.invalidateQueries({ queryKey: ['list', urls.list] });
    },
    [client, pageSize, setPage, total, urls.list],
  );

  const deleteOne = useCallback(
    async (id: string): Promise<boolean> => {
      if (!urls.delete) {
        notify.error(LIST_TEXT.noDeleteUrl);
        return false;
      }
      try {
        const res = await deleteAction<unknown>(urls.delete, { id });
        if (!res.success) {
          notify.warning(res.message || LIST_TEXT.deleteFailed);
          return false;
        }
        notify.success(res.message || LIST_TEXT.deleted);
        setSelection((sel) => sel.filter((s) => s !== id));
        afterRemoval(1);
        return true;
      } catch (e) {
        return warnRefusal(e);
      }
    },
    [afterRemoval, setSelection, urls.delete],
  );

  const batchDelete = useCallback(async (): Promise<boolean> => {
    if (!urls.deleteBatch) {
      notify.error(LIST_TEXT.noDeleteBatchUrl);
      return false;
    }
    if (selection.length === 0) {
      notify.warning(LIST_TEXT.selectOne);
      return false;
    }
    const ok = await confirm({ title: LIST_TEXT.confirmBatchTitle, content: LIST_TEXT.confirmBatchContent });
    if (!ok) return false;
    try {
      const res = await deleteAction<unknown>(urls.deleteBatch, { ids: idsParam(selection) });
      if (!res.success) {
        notify.warning(res.message || LIST_TEXT.deleteFailed);
        return false;
      }
      notify.success(res.message || LIST_TEXT.deleted);
      afterRemoval(selection.length);
      setSelection(() => []);
      return true;
    } catch (e) {
      return warnRefusal(e);
    }
  }, [afterRemoval, confirm, selection, setSelection, urls.deleteBatch]);

  return { deleteOne, batchDelete };
}
