/**
 * Uploads of the rich-text editor. Images (widgets.md §7): POST /cas/cmsRecord/upload?fileType=img
 * with `file`, `biz=jeditor`, `jeditor=1`. The answer's `message` is the stored path, or
 * `local`, which means "keep the picture inside the HTML as base64".
 */
import { uploadAction } from '@/api/http';
import { CMS_IMAGE_UPLOAD_URL, fileAccessUrl } from '@/api/files';
import { UPLOAD_TEXT } from '@/widgets/upload/messages';
import { checkFileBytes } from '@/widgets/upload/check-file';
import { DEFAULT_UPLOAD_ACTION, uploadForm } from '@/widgets/upload/upload-service';

export const EDITOR_UPLOAD_URL = CMS_IMAGE_UPLOAD_URL;

export type EditorImageResult = { ok: true; src: string } | { ok: false; message: string };

export function readAsDataUrl(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(file);
  });
}

export async function uploadEditorImage(file: File, url = EDITOR_UPLOAD_URL): Promise<EditorImageResult> {
  if (!file.type.startsWith('image/')) return { ok: false, message: UPLOAD_TEXT.needImage };
  const problem = await checkFileBytes(file, { image: true });
  if (problem) return { ok: false, message: problem };
  const form = new FormData();
  form.append('file', file, file.name);
  form.append('biz', 'jeditor');
  form.append('jeditor', '1');
  try {
    const res = await uploadAction(url, form);
    if (!res.success || !res.message) return { ok: false, message: res.message || UPLOAD_TEXT.unknownError };
    if (res.message === 'local') return { ok: true, src: await readAsDataUrl(file) };
    return { ok: true, src: fileAccessUrl(res.message) };
  } catch (e) {
    return { ok: false, message: e instanceof Error ? e.message : UPLOAD_TEXT.unknownError };
  }
}

export type EditorAttachmentResult = { ok: true; href: string } | { ok: false; message: string };

/** Folder of attachments inserted into a body: the content form's attachment widget uses the same. */
export const EDITOR_ATTACHMENT_BIZ = 'content';

/**
 * An attachment linked from the body goes through the same upload as the content form's
 * attachment list (`/sys/common/upload`, `biz=content`), and is linked by its static URL.
 */
export async function uploadEditorAttachment(file: File, action = DEFAULT_UPLOAD_ACTION): Promise<EditorAttachmentResult> {
  const problem = await checkFileBytes(file);
  if (problem) return { ok: false, message: problem };
  try {
    const res = await uploadAction(action, uploadForm(file, { biz: EDITOR_ATTACHMENT_BIZ }));
    if (!res.success || !res.message) return { ok: false, message: res.message || UPLOAD_TEXT.unknownError };
    return { ok: true, href: fileAccessUrl(res.message) };
  } catch (e) {
    return { ok: false, message: e instanceof Error ? e.message : UPLOAD_TEXT.unknownError };
  }
}
