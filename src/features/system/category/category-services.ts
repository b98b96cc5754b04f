/** The 分类字典 calls (contract §4.9): root page, children, writes and the code check. */
import { deleteAction, getAction, postAction, putAction } from '@/api/http';
import { errorMessage } from '@/api/errors';
import type { Page, Result } from '@/api/envelope';
import type { SysCategory } from '@/api/sys/category';
import { CATEGORY_API } from '@/api/sys/category';

export interface CategoryInput {
  id?: string;
  pid: string;
  name: string;
  code?: string;
}

export interface CategoryServices {
  roots: (params: { pageNo: number; pageSize: number; name?: string; code?: string }) => Promise<Result<Page<SysCategory>>>;
  children: (pid: string) => Promise<Result<SysCategory[]>>;
  add: (values: CategoryInput) => Promise<Result<unknown>>;
  edit: (values: CategoryInput & { id: string }) => Promise<Result<unknown>>;
  remove: (id: string) => Promise<Result<unknown>>;
  /** The server's message when `code` does not start with the parent's code. */
  checkCode: (pid: string, code: string) => Promise<string | undefined>;
}

export const categoryServices: CategoryServices = {
  // The Vue list asks for the newest roots first, like every list.
  roots: (params) => getAction(CATEGORY_API.rootList, { ...params, column: 'createTime', order: 'desc' }),
  children: (pid) => getAction(CATEGORY_API.childList, { pid }),
  add: (values) => postAction(CATEGORY_API.add, values),
  edit: (values) => putAction(CATEGORY_API.edit, values),
  remove: (id) => deleteAction(CATEGORY_API.delete, { id }),
  checkCode: async (pid, code) => {
    try {
      const res = await getAction<unknown>(CATEGORY_API.checkCode, { pid, code }, { silent: true });
      return res.success ? undefined : res.message;
    } catch (e) {
      return errorMessage(e);
    }
  },
};

export const CATEGORY_TEXT = {
  name: '分类名称',
  code: '分类编码',
  addChild: '添加下级',
  nameRequired: '请输入类型名称!',
  parent: '父级节点',
  root: '无（顶级分类）',
  codeHint: '编码由系统按上级编码生成（A01、A01A01…）',
  expand: '展开',
  collapse: '收起',
  empty: '暂无数据',
} as const;
