/**
 * Position pick list (widgets.md §3): name / code / rank_dictText over
 * `/sys/position/list`; stores code, keeps id. The list answers the rank
 * text as postRank_dictText (the entity field is postRank), so the 职级
 * column reads either key.
 */
import { POSITION_API } from '@/api/sys/position';
import { BizComponentPicker, type BizComponentPickerProps } from './BizComponentPicker';
import type { BizColumn } from './biz-types';

const COLUMNS: BizColumn[] = [
  { title: '职务名称', dataIndex: 'name' },
  { title: '职务编码', dataIndex: 'code' },
  { title: '职级', dataIndex: 'rank_dictText', value: (r) => r.rank_dictText ?? r.postRank_dictText },
];

export type PositionPickerProps = Omit<BizComponentPickerProps, 'name' | 'listUrl' | 'columns'> & Partial<Pick<BizComponentPickerProps, 'name'>>;

export function PositionPicker(props: PositionPickerProps) {
  return (
    <BizComponentPicker
      name="职务"
      listUrl={POSITION_API.list}
      columns={COLUMNS}
      displayKey="name"
      returnKeys={['id', 'code']}
      queryParamCode="name"
      queryParamText="职务名称"
      width={1000}
      {...props}
    />
  );
}
