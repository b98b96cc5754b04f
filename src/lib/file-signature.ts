/**
 * What a file's first bytes say it is (magic numbers), and whether that fits its extension. The
 * browser checks a pick before sending it and the fake backend checks the same on upload, so a
 * text file renamed .png or an empty file never becomes a stored "image" or "attachment".
 */

export type FileKind = 'png' | 'jpeg' | 'gif' | 'bmp' | 'webp' | 'ico' | 'pdf' | 'zip' | 'ole2' | 'rar' | '7z' | 'gzip' | 'mp4' | 'mp3' | 'text';

/** Bytes read from the start of a file: every signature below, and enough text to tell it from binary. */
export const SIGNATURE_BYTES = 512;

type Signature = { kind: FileKind; bytes: ReadonlyArray<number | null>; offset?: number };

/** `null` matches any byte (the RIFF size field of WEBP). */
const SIGNATURES: readonly Signature[] = [
  { kind: 'png', bytes: [0x89, 0x50, 0x4e, 0x47] },
  { kind: 'jpeg', bytes: [0xff, 0xd8, 0xff] },
  { kind: 'gif', bytes: [0x47, 0x49, 0x46, 0x38] },
  { kind: 'webp', bytes: [0x52, 0x49, 0x46, 0x46, null, null, null, null, 0x57, 0x45, 0x42, 0x50] },
  { kind: 'bmp', bytes: [0x42, 0x4d] },
  { kind: 'ico', bytes: [0x00, 0x00, 0x01, 0x00] },
  { kind: 'pdf', bytes: [0x25, 0x50, 0x44, 0x46] },
  { kind: 'zip', bytes: [0x50, 0x4b, 0x03, 0x04] },
  { kind: 'zip', bytes: [0x50, 0x4b, 0x05, 0x06] },
  { kind: 'ole2', bytes: [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1] },
  { kind: 'rar', bytes: [0x52, 0x61, 0x72, 0x21, 0x1a, 0x07] },
  { kind: '7z', bytes: [0x37, 0x7a, 0xbc, 0xaf, 0x27, 0x1c] },
  { kind: 'gzip', bytes: [0x1f, 0x8b] },
  { kind: 'mp4', bytes: [0x66, 0x74, 0x79, 0x70], offset: 4 },
  { kind: 'mp3', bytes: [0x49, 0x44, 0x33] },
];

function matches(head: Uint8Array, s: Signature): boolean {
  const at = s.offset ?? 0;
  if (head.length < at + s.bytes.length) return false;
  return s.bytes.every((b, i) => b === null || head[at + i] === b);
}

/** Text: no NUL and no control byte other than tab, line breaks, form feed and escape. */
function looksLikeText(head: Uint8Array): boolean {
  for (const b of head) {
    if (b === 0x09 || b === 0x0a || b === 0x0c || b === 0x0d || b === 0x1b) continue;
    if (b < 0x20 || b === 0x7f) return false;
  }
  return true;
}

/** The kind the first bytes show; undefined for an empty file or bytes no signature knows. */
export function detectFileKind(head: Uint8Array): FileKind | undefined {
  if (head.length === 0) return undefined;
  const found = SIGNATURES.find((s) => matches(head, s));
  if (found) return found.kind;
  return looksLikeText(head) ? 'text' : undefined;
}

export const IMAGE_KINDS: ReadonlySet<FileKind> = new Set(['png', 'jpeg', 'gif', 'bmp', 'webp', 'ico']);

/** What each known extension's bytes may be. Extensions not listed are not checked (any non-empty bytes). */
const KINDS_BY_EXTENSION: Readonly<Record<string, readonly FileKind[]>> = {
  png: ['png'],
  jpg: ['jpeg'],
  jpeg: ['jpeg'],
  jfif: ['jpeg'],
  gif: ['gif'],
  bmp: ['bmp'],
  webp: ['webp'],
  ico: ['ico', 'png'],
  pdf: ['pdf'],
  // Office Open XML is a zip; the old binary formats are OLE2 compound files. Exporters also write
  // HTML or XML 2003 under .xls, which is text.
  docx: ['zip'],
  xlsx: ['zip'],
  pptx: ['zip'],
  zip: ['zip'],
  doc: ['ole2', 'zip'],
  xls: ['ole2', 'zip', 'text'],
  ppt: ['ole2', 'zip'],
  rar: ['rar'],
  '7z': ['7z'],
  gz: ['gzip'],
  mp4: ['mp4'],
  mp3: ['mp3'],
  txt: ['text'],
  csv: ['text'],
  json: ['text'],
  xml: ['text'],
  md: ['text'],
  svg: ['text'],
};

export const FILE_CHECK_TEXT = {
  empty: '不能上传空文件',
  notImage: '文件内容与扩展名不符，请选择真实的图片文件',
  mismatch: (ext: string) => `文件内容与扩展名不符，请确认这是真实的 .${ext} 文件`,
} as const;

export function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot >= 0 ? name.slice(dot + 1).toLowerCase() : '';
}

/**
 * Why these bytes cannot be uploaded under this name, or undefined. `head` is the file's first
 * bytes (at least SIGNATURE_BYTES when the file has them), `size` its full length. `image`: the
 * field takes pictures only, so the bytes must be a picture whatever the name says.
 */
export function fileContentProblem(name: string, head: Uint8Array, size: number, opts: { image?: boolean } = {}): string | undefined {
  if (size === 0) return FILE_CHECK_TEXT.empty;
  const kind = detectFileKind(head);
  const ext = extensionOf(name);
  const allowed = KINDS_BY_EXTENSION[ext];
  if (opts.image) {
    if (!kind || !IMAGE_KINDS.has(kind)) return FILE_CHECK_TEXT.notImage;
    if (allowed && !allowed.includes(kind)) return FILE_CHECK_TEXT.notImage;
    return undefined;
  }
  if (allowed && (!kind || !allowed.includes(kind))) {
    return allowed.some((k) => IMAGE_KINDS.has(k)) ? FILE_CHECK_TEXT.notImage : FILE_CHECK_TEXT.mismatch(ext);
  }
  return undefined;
}
