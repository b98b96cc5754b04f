/** The dictionary writes of the 数据字典 screen (contract §4.5). */
import { deleteAction, getAction, postAction, putAction } from '@/api/http';
import { checkDuplicate } from '@/api/sys/duplicate';
import { errorMessage } from '@/api/errors';
import type { Result } from '@/api/envelope';
import type { SysDict, SysDictItem } from '@/api/sys/dict';
import { DICT_API, DICT_ITEM_API, dictDeleteForGoodUrl, dictRestoreUrl } from '@/api/sys/dict';

export type DictInput = Pick<SysDict, 'dictName' | 'dictCode' | 'description'> & { id?: string };
export type DictItemInput = Pick<SysDictItem, 'dictId' | 'itemText' | 'itemValue' | 'description' | 'sortOrder' | 'status'> & { id?: string };

export interface DictServices {
  addDict: (values: DictInput) => Promise<Result<unknown>>;
  editDict: (values: DictInput & { id: string }) => Promise<Result<unknown>>;
  checkDictCode: (code: string, id?: string) => Promise<string | undefined>;
  deletedList: () => Promise<Result<SysDict[]>>;
  restore: (id: string) => Promise<Result<unknown>>;
  deleteForGood: (id: string) => Promise<Result<unknown>>;
  addItem: (values: DictItemInput) => Promise<Result<unknown>>;
  editItem: (values: DictItemInput & { id: string }) => Promise<Result<unknown>>;
  /** The message when `itemValue` is taken in dictionary `dictId` (other than item `id`). */
  checkItemValue: (dictId: string, itemValue: string, id?: string) => Promise<string | undefined>;
}

export const dictServices: DictServices = {
  addDict: (values) => postAction(DICT_API.add, values),
  editDict: (values) => putAction(DICT_API.edit, values),
  checkDictCode: (code, id) => checkDuplicate({ tableName: 'sys_dict', fieldName: 'dict_code', fieldVal: code, dataId: id }),
  deletedList: () => getAction<SysDict[]>(DICT_API.deleteList),
  restore: (id) => putAction(dictRestoreUrl(id)),
  deleteForGood: (id) => deleteAction(dictDeleteForGoodUrl(id)),
  addItem: (values) => postAction(DICT_ITEM_API.add, values),
  editItem: (values) => putAction(DICT_ITEM_API.edit, values),
  checkItemValue: async (dictId, itemValue, id) => {
    try {
      const res = await getAction<unknown>(DICT_ITEM_API.dictItemCheck, { dictId, itemValue, id }, { silent: true });
      return res.success ? undefined : res.message;
    } catch (e) {
      return errorMessage(e);
    }
  },
};
