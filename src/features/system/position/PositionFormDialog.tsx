import { useMemo } from 'react';
import { listHolds, RecordFormDialog, type RecordDialogMode, type RecordField, type RecordDialogBaseProps } from '@/widgets/form';
import { POSITION_TEXT as T, RANK_DICT, type PositionRow } from './position-config';
import { positionServices, type PositionInput, type PositionServices } from './position-services';
import { POSITION_API } from '@/api/sys/position';

export type PositionDialogMode = RecordDialogMode;

export interface PositionFormDialogProps extends RecordDialogBaseProps<PositionRow> {
  services?: PositionServices;
}

/** The form of a position: code (unique, read-only once saved), name, rank. */
export function positionFields(services: PositionServices): RecordField[] {
  return [
    { name: 'code', label: T.code, required: T.codeRequired, maxLength: 100, fixedOnEdit: true, check: (code, _all, id) => services.checkCode(code, id) },
    { name: 'name', label: T.name, required: T.nameRequired, maxLength: 100 },
    { name: 'postRank', label: T.rank, required: T.rankRequired, kind: 'select', dictCode: RANK_DICT },
  ];
}

const toInput = (v: Record<string, string>): PositionInput => ({ code: v.code.trim(), name: v.name.trim(), postRank: v.postRank });

/** 新增 / 编辑 / 详情 of a position (800 px). */
export function PositionFormDialog({ mode, record, onClose, onSaved, services = positionServices }: PositionFormDialogProps) {
  const fields = useMemo(() => positionFields(services), [services]);
  return (
    <RecordFormDialog<PositionRow>
      mode={mode}
      record={record}
      fields={fields}
      save={{
        add: (v) => services.add(toInput(v)),
        edit: (v, r) => services.edit({ ...toInput(v), id: r.id }),
        // After a timeout: the code is unique, so the list by code shows whether the save landed.
        findSaved: (v, _mode, r) => {
          const code = r?.code ?? v.code.trim();
          return listHolds(POSITION_API.list, { code }, { code, name: v.name.trim(), postRank: v.postRank });
        },
      }}
      onClose={onClose}
      onSaved={onSaved}
    />
  );
}
