import { useCallback, useRef, useState } from 'react';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import type { OssFile } from '@/api/sys/oss';
import type { ScreenProps } from '@/ui/screen-props';
import { isOpenableUrl } from '@/lib/safe-url';
import { ListPage, useList, type ListColumn, type ListScreenSpec, type RowAction } from '@/widgets/list';
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

/** The stored files' columns; a URL is a link only when it is safe to open. */
const COLUMNS: ListColumn<OssFile>[] = [
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
];

const OSS_SCREEN: ListScreenSpec<OssFile> = { url: OSS_LIST_URLS, queryFields: OSS_QUERY, columns: COLUMNS, permissionPrefix: OSS_PERMISSION };

/**
 * 文件管理 (`oss/FileStorageList`): the stored files of OssFileController on the list helper,
 * with 文件上传 in the toolbar and 下载 / 预览 / 删除 per row.
 */
export default function FileStorageListPage({ title, upload, uploadingPercent }: FileStorageListPageProps) {
  const list = useList<OssFile>(OSS_SCREEN);
  const [preview, setPreview] = useState<OssFile | null>(null);

  // The upload button's callback reads the current controller through a ref.
  const latest = useRef(list);
  latest.current = list;

  const open = useCallback((row: OssFile) => {
    // A stored URL is data: only http(s) and this site's paths are opened or previewed.
    if (!row.url || !isOpenableUrl(row.url)) return;
    if (isImageFile(row.fileName, row.url)) setPreview(row);
    else window.open(row.url, '_blank', 'noopener');
  }, []);

  const rowActions = useCallback(
    (row: OssFile): RowAction[] => [
      { label: OSS_TEXT.download, disabled: !row.url, onClick: () => void downloadOssFile(row.url ?? '', row.fileName ?? '').catch(() => undefined) },
      { label: OSS_TEXT.preview, disabled: !row.url || !isOpenableUrl(row.url), onClick: () => open(row) },
    ],
    [open],
  );

  return (
    <Paper sx={{ p: 2 }}>
      <ListPage
        list={list}
        spec={OSS_SCREEN}
        label={title}
        rowActions={rowActions}
        toolbarExtra={<OssUploadButton onUploaded={() => latest.current.reload()} upload={upload} initialPercent={uploadingPercent} />}
      />
      <OssPreviewDialog file={preview} onClose={() => setPreview(null)} />
    </Paper>
  );
}
