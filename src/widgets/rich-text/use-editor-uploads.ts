import { useState, type RefObject } from 'react';
import type { Editor } from '@tiptap/react';
import { notify } from '@/ui/notify';
import { UPLOAD_TEXT } from '@/widgets/upload/messages';
import { uploadEditorAttachment, uploadEditorImage } from './editor-upload';

/**
 * Pictures and attachments put into the document: each is uploaded first,
 * then a picture is embedded and an attachment linked by its name at the
 * cursor. `uploading` counts the uploads under way; a failed one says so.
 */
export function useEditorUploads(editorRef: RefObject<Editor | null>, uploadUrl: string | undefined) {
  const [uploading, setUploading] = useState(0);

  const insertImages = async (files: File[]) => {
    for (const file of files) {
      setUploading((n) => n + 1);
      const result = await uploadEditorImage(file, uploadUrl);
      setUploading((n) => n - 1);
      const editor = editorRef.current;
      if (!result.ok) notify.error(result.message, UPLOAD_TEXT.failed(file.name));
      else if (editor && !editor.isDestroyed) editor.chain().focus().setImage({ src: result.src, alt: file.name }).run();
    }
  };
  const insertAttachment = async (file: File) => {
    setUploading((n) => n + 1);
    const result = await uploadEditorAttachment(file);
    setUploading((n) => n - 1);
    const editor = editorRef.current;
    if (!result.ok) notify.error(result.message, UPLOAD_TEXT.failed(file.name));
    else if (editor && !editor.isDestroyed) {
      editor
        .chain()
        .focus()
        .insertContent([
          { type: 'text', text: file.name, marks: [{ type: 'link', attrs: { href: result.href } }] },
          { type: 'text', text: ' ' },
        ])
        .run();
    }
  };

  return { uploading: uploading > 0, insertImages, insertAttachment };
}
