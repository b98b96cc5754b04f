/**
 * Content areas (链接管理 / 信息管理): 52-56 items per area over the 18 months before the seed
 * epoch, mostly 审核通过 with ≥ 5 待审核 per area for the audit queue, a few 已驳回 (with the
 * reviewer's reason) and 草稿; plus the dictionaries the lists decorate with `_dictText`.
 * Deterministic: randomness only from the seed context; fast: plain string templates.
 */
import type { ContentArea, ContentAuditStatus, ContentItem } from '@/api/content';
import type { SysDict, SysDictItem } from '@/api/sys/dict';
import { db } from '../db/tables';
import { contentTable } from '../db/content';
import { insertAll } from '../db/table';
import { formatDateTime } from '../lib/dates';
import { AREA_CORPUS, AUTHORS, LINK_HOSTS, PARAGRAPHS, REJECT_REASONS, SOURCES } from './content-corpus';
import { seedPicturePath } from './content-images';
import { intBetween, pick } from '../lib/random';
import type { SeedContext } from './context';

export const CONTENT_AUDIT_DICT = 'content_audit_status';
/** Shown on the site or not. `content_status` already exists with other values (dicts.ts), hence its own code. */
export const CONTENT_PUBLISH_DICT = 'content_publish_status';
export const CONTENT_COLUMN_DICT = 'content_column';

type Items = ReadonlyArray<readonly [string, string]>;

export const CONTENT_DICTS: ReadonlyArray<readonly [code: string, name: string, items: Items]> = [
  [CONTENT_AUDIT_DICT, '信息审核状态', [['0', '草稿'], ['1', '待审核'], ['2', '审核通过'], ['3', '已驳回']]],
  [CONTENT_PUBLISH_DICT, '信息发布状态', [['1', '上线'], ['0', '下线']]],
  [CONTENT_COLUMN_DICT, '信息栏目', Object.values(AREA_CORPUS).flatMap((c) => c.columns)],
];

/** Indexes (0 = newest) of the non-approved items of every area. */
const PENDING = new Set([0, 2, 4, 7, 11, 16]);
const DRAFTS = new Set([1, 9, 23]);
const REJECTED = new Set([5, 14, 30]);

const EIGHTEEN_MONTHS_MIN = 548 * 24 * 60;
const SITE_HOST = 'www.example.gov.cn';

function auditOf(i: number): ContentAuditStatus {
  if (PENDING.has(i)) return '1';
  if (DRAFTS.has(i)) return '0';
  if (REJECTED.has(i)) return '3';
  return '2';
}

function articleBody(ctx: SeedContext, subject: string, withPicture: boolean, n: number): string {
  const count = intBetween(ctx.random, 2, 5);
  const start = Math.floor(ctx.random() * PARAGRAPHS.length);
  const paragraphs: string[] = [];
  for (let k = 0; k < count; k += 1) paragraphs.push(`<p>${PARAGRAPHS[(start + k * 3) % PARAGRAPHS.length].replaceAll('{s}', subject)}</p>`);
  if (withPicture) paragraphs.splice(1, 0, `<p><img src="/zw-lgb2/sys/common/static/${seedPicturePath(n)}" alt="${subject}"></p>`);
  return paragraphs.join('');
}

/** Folder of the seeded attachments, served by the content handlers. */
export const SEED_ATTACHMENT_DIR = 'content/seed/files/';

/** Every other article carries one or two attachments (no draw from the random source, so the rest of the seed is unchanged). */
function seedAttachments(subject: string, i: number): string | null {
  if (i % 2 !== 0) return null;
  const names = [`${subject}办理指南_${i + 1}.txt`];
  if (i % 4 === 0) names.push(`${subject}申请表_${i + 1}.txt`);
  return names.map((name) => SEED_ATTACHMENT_DIR + name).join(',');
}

export function contentRows(ctx: SeedContext): ContentItem[] {
  const rows: ContentItem[] = [];
  for (const [area, corpus] of Object.entries(AREA_CORPUS) as Array<[ContentArea, (typeof AREA_CORPUS)[ContentArea]]>) {
    const { subjects, patterns, columns, kind } = corpus;
    const count = Math.min(56, subjects.length * patterns.length);
    // Newest first: i = 0 is the most recent item, spread evenly back over 18 months.
    const step = Math.floor(EIGHTEEN_MONTHS_MIN / count);
    for (let i = 0; i < count; i += 1) {
      const subject = subjects[i % subjects.length];
      const published = -i * step - intBetween(ctx.random, 30, step - 30);
      const publishTime = ctx.at(published);
      const title = patterns[Math.floor(i / subjects.length) % patterns.length].replaceAll('{s}', subject).replaceAll('{y}', publishTime.slice(0, 4));
      const auditStatus = auditOf(i);
      const editorMade = ctx.random() < 0.5;
      const createdAt = published - intBetween(ctx.random, 60, 60 * 48);
      const submitted = auditStatus !== '0';
      const audited = auditStatus === '2' || auditStatus === '3';
      const item: ContentItem = {
        id: ctx.nextId(),
        area,
        title,
        content: null,
        coverImage: null,
        attachments: null,
        linkUrl: null,
        columnCode: columns[i % columns.length][0],
        source: null,
        author: null,
        publishTime,
        sortNo: (i % 10) + 1,
        status: auditStatus === '2' && i % 17 === 8 ? '0' : '1',
        auditStatus,
        auditReason: auditStatus === '3' ? pick(ctx.random, REJECT_REASONS) : null,
        auditBy: audited ? 'admin' : null,
        auditTime: audited ? ctx.at(createdAt + 90) : null,
        submitBy: submitted ? (editorMade ? 'editor' : 'admin') : null,
        submitTime: submitted ? ctx.at(createdAt + 30) : null,
        viewCount: auditStatus === '2' ? intBetween(ctx.random, 20, 3000) : 0,
        sysOrgCode: 'A01',
        createBy: editorMade ? 'editor' : 'admin',
        createTime: ctx.at(createdAt),
        updateBy: null,
        updateTime: null,
      };
      if (kind === 'link') {
        item.linkUrl = `https://${LINK_HOSTS[i % LINK_HOSTS.length]}/`;
      } else if (kind === 'picture') {
        item.linkUrl = `https://${SITE_HOST}/zt/${area}/${i + 1}.html`;
        item.coverImage = seedPicturePath(i);
      } else {
        item.content = articleBody(ctx, subject, i % 4 === 0, i);
        item.coverImage = i % 3 === 2 ? null : seedPicturePath(i + 3);
        item.source = pick(ctx.random, SOURCES);
        item.author = pick(ctx.random, AUTHORS);
        item.attachments = seedAttachments(subject, i);
      }
      rows.push(item);
    }
  }
  return rows;
}

function dictRowsOf(ctx: SeedContext): { dicts: SysDict[]; items: SysDictItem[] } {
  const dicts: SysDict[] = [];
  const items: SysDictItem[] = [];
  // Dated like the dictionaries of dicts.ts: a year before the epoch.
  const createTime = formatDateTime(ctx.epoch - 380 * 24 * 3_600_000);
  for (const [dictCode, dictName, entries] of CONTENT_DICTS) {
    const dict: SysDict = { id: ctx.nextId(), type: 0, dictName, dictCode, description: '', delFlag: 0, createBy: 'admin', createTime, updateBy: null, updateTime: null };
    dicts.push(dict);
    entries.forEach(([itemValue, itemText], j) => {
      items.push({ id: ctx.nextId(), dictId: dict.id, itemText, itemValue, description: '', sortOrder: j + 1, status: 1, createBy: 'admin', createTime, updateBy: null, updateTime: null });
    });
  }
  return { dicts, items };
}

/** Listed in the seed entry (seed/index.ts). */
export async function seedContent(ctx: SeedContext): Promise<void> {
  const { dicts, items } = dictRowsOf(ctx);
  await insertAll(db.sysDict, dicts);
  await insertAll(db.sysDictItem, items);
  await insertAll(contentTable, contentRows(ctx));
}
