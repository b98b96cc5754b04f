/** The position writes the form dialog makes (contract §4.16). */
import { postAction, putAction } from '@/api/http';
import { checkDuplicate } from '@/api/sys/duplicate';
import type { Result } from '@/api/envelope';
import type { SysPosition } from '@/api/sys/position';
import { POSITION_API } from '@/api/sys/position';

export type PositionInput = Pick<SysPosition, 'code' | 'name' | 'postRank'>;

export interface PositionServices {
  add: (values: PositionInput) => Promise<Result<unknown>>;
  edit: (values: PositionInput & { id: string }) => Promise<Result<unknown>>;
  /** The duplicate check's message, or undefined when the code is free (or empty). */
  checkCode: (code: string, id?: string) => Promise<string | undefined>;
}

export const positionServices: PositionServices = {
  add: (values) => postAction(POSITION_API.add, values),
  edit: (values) => putAction(POSITION_API.edit, values),
  checkCode: (code, id) => checkDuplicate({ tableName: 'sys_position', fieldName: 'code', fieldVal: code, dataId: id }),
};
