/** 导出 of a list: the list's own params (and the selection) to exportXls, saved as a workbook. */
import { useCallback, useState } from 'react';
import { downloadFile } from '@/api/http';
import { isApiError } from '@/api/errors';
import { notify } from '@/ui/notify';
import { saveWorkbook } from './export-file';
import { exportParams } from './list-params';
import { LIST_TEXT } from './messages';

export function useListExport(exportUrl: string | undefined, params: Record<string, unknown>, selection: string[], exportName: string | undefined) {
  const [exporting, setExporting] = useState(false);
  const exportXls = useCallback(
    async (name?: string) => {
      if (!exportUrl) return;
      setExporting(true);
      try {
        const blob = await downloadFile(exportUrl, exportParams(params, selection));
        if (!blob || blob.size === 0) {
          notify.warning(LIST_TEXT.downloadFailed);
          return;
        }
        await saveWorkbook(blob, name ?? exportName ?? LIST_TEXT.defaultExportName);
      } catch (e) {
        if (isApiError(e) && e.kind === 'business') notify.warning(e.message || LIST_TEXT.downloadFailed);
      } finally {
        setExporting(false);
      }
    },
    [exportName, params, selection, exportUrl],
  );
  return { exportXls, exporting };
}
