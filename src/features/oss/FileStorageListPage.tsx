import { useCallback, useMemo, useRef, useState } from 'react';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import type { OssFile } from '@/api/sys/oss';
import { useConfirm } from '@/ui/dialogs/confirm';
import type { ScreenProps } from '@/ui/screen-props';
import { usePermission } from '@/session';
import { isOpenableUrl } from '@/lib/safe-url';
import { LIST_TEXT, ListPage, useList, type ListColumn } from '@/widgets/list';
import { isImageFile, OSS_LIST_URLS, OSS_PERMISSION, OSS_QUERY, OSS_TEXT } from './oss-config';
import { downloadOssFile } from './oss-download';
import { OssPreviewDialog } from './OssPreviewDialog';
import { OssUploadButton, type OssUploader } from './OssUploadButton';

export interface FileStorageListPageProps extends ScreenProps {
  /** Replaces the HTTP upload (stories). */
  upload?: OssUploader;
  /** Show the upload button mid-transfer at this percent (stories). */
  uploadingPercent?: number;
}

/**
 * 文件管理 (`oss/FileStorageList`): the stored files of OssFileController on the list helper,
 * with 文件上传 in the toolbar and 下载 / 预览 / 删除 per row.
 */
export default function FileStorageListPage({ title, upload, uploadingPercent }: FileStorageListPageProps) {
  const list = useList<OssFile>({ url: OSS_LIST_URLS, queryFields: OSS_QUERY });
  const confirm = useConfirm();
  const can = usePermission();
  const canDelete = can(`${OSS_PERMISSION}:delete`);
  const [preview, setPreview] = useState<OssFile | null>(null);

  // The grid is memoised: row actions read the current controller through a ref.
  const latest = useRef(list);
  latest.current = list;

  const remove = useCallback(
    async (row: OssFile) => {
      if (await confirm({ title: LIST_TEXT.confirmDeleteRow })) await latest.current.deleteOne(row.id);
    },
    [confirm],
  );

  const open = useCallback((row: OssFile) => {
    // A stored URL is data: only http(s) and this site's paths are opened or previewed.
    if (!row.url || !isOpenableUrl(row.url)) return;
    if (isImageFile(row.fileName, row.url)) setPreview(row);
    else window.open(row.url, '_blank', 'noopener');
  }, []);

  const columns = useMemo<ListColumn<OssFile>[]>(
    () => [
      { field: 'fileName', title: OSS_TEXT.fileName, sortable: true },
      {
        field: 'url',
        title: OSS_TEXT.url,
        flex: 2,
        render: (row) =>
          row.url && isOpenableUrl(row.url) ? (
            <Link href={row.url} target="_blank" rel="noopener noreferrer" underline="hover">
              {row.url}
            </Link>
          ) : (
            row.url ?? null
          ),
      },
      { field: 'createBy', title: OSS_TEXT.createBy, width: 120 },
      { field: 'createTime', title: OSS_TEXT.createTime, width: 180, sortable: true },
      {
        field: 'action',
        title: OSS_TEXT.actions,
        width: 170,
        align: 'center',
        render: (row) => (
          <Stack direction="row" spacing={1} divider={<span aria-hidden>|</span>} sx={{ alignItems: 'center', height: '100%', justifyContent: 'center' }}>
            <Link component="button" type="button" disabled={!row.url} onClick={() => void downloadOssFile(row.url ?? '', row.fileName ?? '').catch(() => undefined)}>
              {OSS_TEXT.download}
            </Link>
            <Link component="button" type="button" disabled={!row.url || !isOpenableUrl(row.url)} onClick={() => open(row)}>
              {OSS_TEXT.preview}
            </Link>
            {canDelete && (
              <Link component="button" type="button" color="error" onClick={() => void remove(row)}>
                {OSS_TEXT.delete}
              </Link>
            )}
          </Stack>
        ),
      },
    ],
    [canDelete, open, remove],
  );

  // Delete runs from this screen's own 操作 column: ListPage sees only the list url, so it adds no second one.
  const gridList = { ...list, urls: { list: list.urls.list } };

  return (
    <Paper sx={{ p: 2 }}>
      <ListPage
        list={gridList}
        label={title}
        columns={columns}
        queryFields={OSS_QUERY}
        permissionPrefix={OSS_PERMISSION}
        toolbarExtra={<OssUploadButton onUploaded={() => latest.current.reload()} upload={upload} initialPercent={uploadingPercent} />}
      />
      <OssPreviewDialog file={preview} onClose={() => setPreview(null)} />
    </Paper>
  );
}
