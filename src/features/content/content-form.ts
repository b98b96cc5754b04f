/** Form values of a content item: record ↔ form ↔ request body, and the rules of each kind. */
import type { ContentInput, ContentRow } from '@/api/content';
import { requiredRule, lengthRules, maxLengthRule } from '@/validation/rules';
import { CONTENT_COLUMN_LIMITS as LIMITS } from '@/lib/column-limits';
import type { Rule } from '@/validation/types';
import { validateValues } from '@/validation/types';
import { FIELDS_BY_KIND, type ContentField, type ContentKind } from './areas';
import { CONTENT_TEXT as T } from './content-text';

/** Every field as the inputs hold it (strings; '' = empty). */
export type ContentFormValues = Record<ContentField, string>;
export type ContentFormErrors = Partial<Record<ContentField, string>>;

export const BLANK_VALUES: ContentFormValues = {
  title: '',
  linkUrl: '',
  coverImage: '',
  columnCode: '',
  content: '',
  attachments: '',
  source: '',
  author: '',
  publishTime: '',
  sortNo: '1',
  status: '1',
};

export function toFormValues(record: ContentRow | null | undefined): ContentFormValues {
  if (!record) return { ...BLANK_VALUES };
  const text = (v: string | number | null | undefined) => (v === null || v === undefined ? '' : String(v));
  return {
    title: text(record.title),
    linkUrl: text(record.linkUrl),
    coverImage: text(record.coverImage),
    columnCode: text(record.columnCode),
    content: text(record.content),
    attachments: text(record.attachments),
    source: text(record.source),
    author: text(record.author),
    publishTime: text(record.publishTime),
    sortNo: text(record.sortNo),
    status: text(record.status) || '1',
  };
}

const HTTP_URL = /^https?:\/\/\S+$/i;

const RULES: Readonly<Record<ContentKind, Partial<Record<ContentField, readonly Rule[]>>>> = {
  link: {
    title: lengthRules({ required: T.titleRequired, max: LIMITS.title }),
    linkUrl: [requiredRule(T.linkUrlRequired), { name: 'httpUrl', pattern: HTTP_URL, message: T.linkUrlInvalid }, maxLengthRule(LIMITS.linkUrl)],
    sortNo: [{ name: 'integer', pattern: /^\d+$/, message: T.sortInvalid }],
  },
  picture: {
    title: lengthRules({ required: T.titleRequired, max: LIMITS.title }),
    linkUrl: [requiredRule(T.linkUrlRequired), { name: 'httpUrl', pattern: HTTP_URL, message: T.linkUrlInvalid }],
    coverImage: [requiredRule(T.coverRequired)],
    sortNo: [{ name: 'integer', pattern: /^\d+$/, message: T.sortInvalid }],
  },
  article: {
    title: lengthRules({ required: T.titleRequired, max: LIMITS.title }),
    source: [maxLengthRule(LIMITS.source)],
    author: [maxLengthRule(LIMITS.author)],
    sortNo: [{ name: 'integer', pattern: /^\d+$/, message: T.sortInvalid }],
  },
};

export function validateContent(values: ContentFormValues, kind: ContentKind): ContentFormErrors {
  return validateValues<ContentField>(values, RULES[kind]);
}

/** The request body: only the kind's fields, trimmed, blanks as null, sort as a number. */
export function toInput(values: ContentFormValues, kind: ContentKind): Partial<ContentInput> {
  const out: Record<string, string | number | null> = {};
  for (const field of FIELDS_BY_KIND[kind]) {
    const raw = field === 'content' ? values.content : values[field].trim();
    out[field] = field === 'sortNo' ? (raw === '' ? null : Number(raw)) : raw === '' ? null : raw;
  }
  return out as Partial<ContentInput>;
}
