/**
 * Thirty stored files of 文件管理 (oss_file), dated over the weeks before the seed epoch. Their
 * urls point at `/sys/common/static/oss/seed/<n>-<name>`, which handlers/sys-oss.ts draws on
 * request (pictures, a one-page PDF, text), so 预览 and 下载 work without stored bytes.
 */
import type { OssFile } from '@/api/sys/oss';
import { insertAll } from '../db/table';
import { OSS_SEED_DIR, ossFileTable, ossUrl } from '../handlers/sys-oss';
import type { SeedContext } from './context';

const NAMES: readonly string[] = [
  '通知附件.pdf',
  '年度报告.docx',
  '宣传图.png',
  '政务公开目录.xlsx',
  '工作简报第一期.pdf',
  '机关大楼外景.jpg',
  '会议纪要.docx',
  '网站改版方案.pdf',
  '招聘公告附件.docx',
  '党建活动照片.png',
  '财务预算表.xlsx',
  '安全生产宣传画.png',
  '信息公开指南.pdf',
  '培训课件.pdf',
  '值班表.xlsx',
  '领导调研现场.jpg',
  '政策解读.docx',
  '办事指南.pdf',
  '统计公报.pdf',
  '专题横幅.png',
  '意见征集表.docx',
  '采购公告.pdf',
  '项目验收报告.docx',
  '志愿服务合影.jpg',
  '信访登记表.xlsx',
  '网站栏目说明.txt',
  '应急预案.pdf',
  '首页轮播图.png',
  '考核细则.docx',
  '月度工作计划.xlsx',
];

const UPLOADERS = ['admin', 'admin', 'jeecg', 'admin'];

export function ossFileRows(ctx: SeedContext): OssFile[] {
  return NAMES.map((fileName, i) => ({
    id: ctx.nextId(),
    fileName,
    url: ossUrl(`${OSS_SEED_DIR}/${i + 1}-${fileName}`),
    createBy: UPLOADERS[i % UPLOADERS.length],
    // Oldest first, about 20 hours apart (minutes before the epoch).
    createTime: ctx.at(-(NAMES.length - i) * 1213),
    updateBy: null,
    updateTime: null,
  }));
}

export async function seedOssFiles(ctx: SeedContext): Promise<void> {
  await insertAll(ossFileTable, ossFileRows(ctx));
}
