/**
 * Position pick list (widgets.md §3): 职务名称 (name) / 职务编码 (code) /
 * 职级 (rank_dictText) over `/sys/position/list`; stores code, keeps id. The
 * list answers the rank text as postRank_dictText (the entity field is
 * postRank), so the 职级 column reads either key.
 */
import { POSITION_API } from '@/api/sys/position';
import { namedCodePicker, type NamedCodePickerProps } from './named-code-picker';

export type PositionPickerProps = NamedCodePickerProps;

export const PositionPicker = namedCodePicker(
  {
    name: '职务',
    listUrl: POSITION_API.list,
    nameKey: 'name',
    codeKey: 'code',
    more: [{ title: '职级', dataIndex: 'rank_dictText', value: (r) => r.rank_dictText ?? r.postRank_dictText }],
    width: 1000,
  },
  'PositionPicker',
);
