import { API_BASE } from './config';

/**
 * URL of an uploaded file: stored values are paths relative to
 * `/sys/common/static/` unless they already start with http (contract §4.10).
 * Multi-file values are comma-joined; pass one path at a time.
 */
export function fileAccessUrl(path: string | null | undefined): string {
  if (!path) return '';
  if (/^https?:\/\//i.test(path)) return path;
  return `${API_BASE}${COMMON_FILE_API.static}/${path.replace(/^\/+/, '')}`;
}

/** Splits a comma-joined multi-file value into URLs. */
export function fileAccessUrls(value: string | null | undefined): string[] {
  return (value ?? '').split(',').filter(Boolean).map(fileAccessUrl);
}

/** Uploads and stored files: endpoint paths. */
export const COMMON_FILE_API = {
  upload: '/sys/common/upload',
  /** Prefix of every stored file's URL. */
  static: '/sys/common/static',
} as const;

/** The rich-text editor's image upload of the bureau's CMS (answers the stored path). */
export const CMS_IMAGE_UPLOAD_URL = '/cas/cmsRecord/upload?fileType=img';
