/** 文件管理 (`oss/FileStorageList`) as configuration of the list helper, over OssFileController. */
import { OSS_URLS } from '@/api/sys/oss';
import type { ListUrls, QueryField } from '@/widgets/list';

export const OSS_LIST_URLS: ListUrls = { list: OSS_URLS.list, delete: OSS_URLS.delete };

/** Button permission prefix of the menu entry (crud('oss_file')). */
export const OSS_PERMISSION = 'oss_file';

export const OSS_QUERY: readonly QueryField[] = [{ name: 'fileName', label: '文件名称', mode: 'like' }];

export const OSS_TEXT = {
  fileName: '文件名称',
  url: '文件地址',
  createBy: '上传人',
  createTime: '上传时间',
  upload: '文件上传',
  uploading: (percent: number) => `上传中 ${percent}%`,
  download: '下载',
  preview: '预览',
  close: '关闭',
} as const;

const IMAGE_EXTENSIONS = new Set(['png', 'jpg', 'jpeg', 'gif', 'bmp', 'webp', 'svg', 'ico']);

/** The extension of a name or url (lower case, '' without one); a query string is ignored. */
export function extensionOf(nameOrUrl: string | null | undefined): string {
  const clean = (nameOrUrl ?? '').split(/[?#]/)[0];
  const base = clean.slice(clean.lastIndexOf('/') + 1);
  return base.includes('.') ? base.slice(base.lastIndexOf('.') + 1).toLowerCase() : '';
}

/** Pictures preview in a dialog; every other file opens in a new tab (the browser shows or saves it). */
export const isImageFile = (fileName: string | null | undefined, url: string | null | undefined): boolean =>
  IMAGE_EXTENSIONS.has(extensionOf(fileName)) || IMAGE_EXTENSIONS.has(extensionOf(url));
