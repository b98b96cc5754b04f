/**
 * JeecgBoot's OssFileController (`/sys/oss/file/*`): the stored-file list, upload, delete and
 * queryById of 文件管理. Upload answers only a message (`上传成功！`), no url: the screen
 * reloads the list to show the new row.
 */
import { deleteAction, getAction, uploadAction, type Params, type UploadOptions } from '../http';
import type { Page, Result } from '../envelope';
import { controllerPaths } from '../crud-endpoints';

/** One stored file of 文件管理 (OssFileController). */
export interface OssFile {
  id: string;
  fileName: string | null;
  url: string | null;
  createBy?: string | null;
  createTime?: string | null;
  updateBy?: string | null;
  updateTime?: string | null;
}

export const OSS_URLS = controllerPaths('/sys/oss/file', ['list', 'upload', 'delete', 'queryById']);

export const listOssFiles = (params: Params = {}): Promise<Result<Page<OssFile>>> => getAction<Page<OssFile>>(OSS_URLS.list, params);

export const queryOssFile = (id: string): Promise<Result<OssFile>> => getAction<OssFile>(OSS_URLS.queryById, { id });

export const deleteOssFile = (id: string): Promise<Result<unknown>> => deleteAction(OSS_URLS.delete, { id });

/** Multipart `file`, with progress. */
export function uploadOssFile(file: File, opts: UploadOptions = {}): Promise<Result<unknown>> {
  const form = new FormData();
  form.append('file', file, file.name);
  return uploadAction(OSS_URLS.upload, form, opts);
}
