/**
 * 文件上传 of 文件管理: a plain button posting the picked file to `/sys/oss/file/upload` with
 * progress. The answer carries no url, so the parent reloads the list. Messages are the upload
 * widget's ({file} 上传成功! / {file} 上传失败.), plus the server's own reason when it gives one.
 */
import { useState, type ChangeEvent } from 'react';
import Button from '@mui/material/Button';
import UploadIcon from '@mui/icons-material/Upload';
import { uploadOssFile } from '@/api/sys/oss';
import type { Result } from '@/api/envelope';
import { notify } from '@/ui/notify';
import { checkFileBytes, UPLOAD_TEXT } from '@/widgets/upload';
import { OSS_TEXT } from './oss-config';

export type OssUploader = (file: File, onProgress: (percent: number) => void) => Promise<Result<unknown>>;

export interface OssUploadButtonProps {
  onUploaded: () => void;
  /** Replaces the HTTP upload (stories). */
  upload?: OssUploader;
  /** Start in the uploading state at this percent (stories). */
  initialPercent?: number;
}

const httpUpload: OssUploader = (file, onProgress) => uploadOssFile(file, { onProgress });

export function OssUploadButton({ onUploaded, upload = httpUpload, initialPercent }: OssUploadButtonProps) {
  const [percent, setPercent] = useState<number | null>(initialPercent ?? null);

  const send = async (file: File) => {
    const problem = await checkFileBytes(file);
    if (problem) {
      notify.warning(problem);
      return;
    }
    setPercent(0);
    try {
      const res = await upload(file, setPercent);
      if (res.success) {
        notify.success(UPLOAD_TEXT.succeeded(file.name));
        onUploaded();
      } else {
        notify.error(UPLOAD_TEXT.failed(file.name));
        if (res.message) notify.error(res.message);
      }
    } catch {
      // The API client has announced the HTTP failure already.
      notify.error(UPLOAD_TEXT.failed(file.name));
    } finally {
      setPercent(null);
    }
  };

  const pick = (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0];
    e.target.value = '';
    if (file) void send(file);
  };

  const uploading = percent !== null;
  return (
    <Button component="label" variant="contained" size="small" startIcon={<UploadIcon />} disabled={uploading} aria-busy={uploading}>
      {uploading ? OSS_TEXT.uploading(percent) : OSS_TEXT.upload}
      <input hidden type="file" aria-label={OSS_TEXT.upload} disabled={uploading} onChange={pick} />
    </Button>
  );
}
