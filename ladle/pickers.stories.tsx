import type { Story } from '@ladle/react';
import { useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {
  AreaLinkage,
  CategorySelect,
  DepartPicker,
  DepartPickerDialog,
  PopupDialog,
  PopupPicker,
  PositionPicker,
  RolePicker,
  TreeSelect,
  UserByDepartDialog,
  UserByDepartPicker,
} from '@/widgets/pickers';
import {
  fiftyThousandDepartHandlers,
  pickerFailureHandlers,
  pickerHttp500Handlers,
  pickerLoadingHandlers,
  pickerStoryHandlers,
  storyDeparts,
} from './fixtures/pickers';
import { shows } from './story-shows';

export default { title: 'Pickers' };

/** A labelled frame that prints the stored value under the widget. */
function Field({ initial = '', children }: { initial?: string; children: (value: string, set: (v: string) => void) => ReactNode }) {
  const [value, setValue] = useState(initial);
  return (
    <Box sx={{ p: 2, width: 420, display: 'grid', gap: 1 }}>
      {children(value, setValue)}
      <Typography variant="caption" color="text.secondary" data-testid="story-value">
        value = {JSON.stringify(value)}
      </Typography>
    </Box>
  );
}

const noop = () => undefined;
const depart = (id: string) => {
  const d = storyDeparts.find((x) => x.id === id)!;
  return { ...d, key: d.id, value: d.id, title: d.departName, isLeaf: false, children: [] };
};

// ---- department picker ----

export const DepartEmpty: Story = shows(() => <Field>{(v, set) => <DepartPicker label="所属部门" value={v} onChange={set} />}</Field>, { text: ['value = ""'], roles: [{ role: 'textbox', name: '所属部门', disabled: false }], absent: ['系统提示'] });
DepartEmpty.msw = pickerStoryHandlers;

/** Two stored ids echoed as names through queryDepartTreeSync?ids=. */
export const DepartFilled: Story = shows(() => <Field initial="d11,d12">{(v, set) => <DepartPicker label="所属部门" multi value={v} onChange={set} />}</Field>, { text: ['value = "d11,d12"'], roles: [{ role: 'textbox', name: '所属部门' }], absent: ['系统提示'] });
DepartFilled.msw = pickerStoryHandlers;

export const DepartDisabled: Story = shows(() => <Field initial="d11">{(v, set) => <DepartPicker label="所属部门" disabled value={v} onChange={set} />}</Field>, { text: ['value = "d11"'], roles: [{ role: 'textbox', name: '所属部门', disabled: true }] });
DepartDisabled.msw = pickerStoryHandlers;

/** What a failed required rule (or a confirm with nothing checked) looks like. */
export const DepartInvalid: Story = shows(() => <Field>{(v, set) => <DepartPicker label="所属部门" error helperText="请选择部门" value={v} onChange={set} />}</Field>, { text: ['请选择部门'], roles: [{ role: 'textbox', name: '所属部门' }] });
DepartInvalid.msw = pickerStoryHandlers;

/** 选择层级 open, multi-select, with the 树操作 menu (父子关联 / 取消关联). */
export const DepartDialog: Story = shows(() => <DepartPickerDialog open multi treeOpera initialRows={[depart('d12')]} onClose={noop} onConfirm={noop} />, { text: ['省局', '办公室', '信息中心', '人事处'], roles: [{ role: 'dialog', name: '选择层级' }, { role: 'button', name: '树操作' }], absent: ['加载中…'] });
DepartDialog.msw = pickerStoryHandlers;

export const DepartDialogLoading: Story = shows(() => <DepartPickerDialog open multi={false} treeOpera={false} initialRows={[]} onClose={noop} onConfirm={noop} />, { text: ['加载中…'], roles: [{ role: 'dialog', name: '选择层级' }, { role: 'progressbar' }], absent: ['办公室'] });
DepartDialogLoading.msw = pickerLoadingHandlers;

export const DepartDialogServerFailure: Story = shows(() => <DepartPickerDialog open multi={false} treeOpera={false} initialRows={[]} onClose={noop} onConfirm={noop} />, { text: ['服务器内部错误'], roles: [{ role: 'dialog', name: '选择层级' }], absent: ['办公室', '加载中…'] });
DepartDialogServerFailure.msw = pickerHttp500Handlers;

/** 50,000 departments behind the lazy tree: opening still loads one level (the bench story). */
export const DepartFiftyThousand: Story = shows(() => <Field>{(v, set) => <DepartPicker label="所属部门" multi value={v} onChange={set} />}</Field>, { text: ['value = ""'], roles: [{ role: 'textbox', name: '所属部门' }] });
DepartFiftyThousand.msw = fiftyThousandDepartHandlers;

// ---- user-by-department picker ----

export const UserEmpty: Story = shows(() => <Field>{(v, set) => <UserByDepartPicker label="负责人" value={v} onChange={set} />}</Field>, { text: ['value = ""'], roles: [{ role: 'textbox', name: '负责人' }, { role: 'button', name: '选择用户', disabled: false }] });
UserEmpty.msw = pickerStoryHandlers;

/** Stored usernames echoed through getMultiUser?username=admin,user01, (bare array). */
export const UserFilled: Story = shows(() => <Field initial="admin,user01">{(v, set) => <UserByDepartPicker label="负责人" value={v} onChange={set} />}</Field>, { text: ['value = "admin,user01"'], roles: [{ role: 'textbox', name: '负责人' }, { role: 'button', name: '选择用户' }] });
UserFilled.msw = pickerStoryHandlers;

export const UserDisabled: Story = shows(() => <Field initial="admin">{(v, set) => <UserByDepartPicker label="负责人" disabled value={v} onChange={set} />}</Field>, { text: ['value = "admin"'], roles: [{ role: 'textbox', name: '负责人', disabled: true }, { role: 'button', name: '选择用户', disabled: true }] });
UserDisabled.msw = pickerStoryHandlers;

export const UserInvalid: Story = shows(() => <Field>{(v, set) => <UserByDepartPicker label="负责人" error helperText="请选择负责人" value={v} onChange={set} />}</Field>, { text: ['请选择负责人'], roles: [{ role: 'textbox', name: '负责人' }] });
UserInvalid.msw = pickerStoryHandlers;

/** 根据部门选择用户 open: tree left, paged users right (user05 is 冻结). */
export const UserDialog: Story = shows(() => <UserByDepartDialog open multi initialRows={[]} onClose={noop} onConfirm={noop} />, { text: ['user05', '杨明', '冻结', '共 23 条'], roles: [{ role: 'dialog', name: '根据部门选择用户' }, { role: 'row', count: 11 }], absent: ['暂无数据'] });
UserDialog.msw = pickerStoryHandlers;

export const UserDialogLoading: Story = shows(() => <UserByDepartDialog open multi initialRows={[]} onClose={noop} onConfirm={noop} />, { text: ['加载中…'], roles: [{ role: 'dialog', name: '根据部门选择用户' }, { role: 'progressbar' }], absent: ['admin', '暂无数据'] });
UserDialogLoading.msw = pickerLoadingHandlers;

export const UserDialogServerFailure: Story = shows(() => <UserByDepartDialog open multi initialRows={[]} onClose={noop} onConfirm={noop} />, { text: ['操作失败，数据库连接超时', '暂无数据', '共 0 条'], roles: [{ role: 'dialog', name: '根据部门选择用户' }], absent: ['admin'] });
UserDialogServerFailure.msw = pickerFailureHandlers;

// ---- popup record picker ----

function Popup(props: { initial?: string; code?: string; orgFields?: string; destFields?: string; disabled?: boolean; error?: boolean }) {
  const [targets, setTargets] = useState<Record<string, string>>({});
  return (
    <Field initial={props.initial}>
      {(v, set) => (
        <>
          <PopupPicker label="账号" code={props.code ?? 'report_user'} orgFields={props.orgFields ?? 'username,realname'} destFields={props.destFields ?? 'account,name'} field="account" value={v} onChange={set} onCallback={setTargets} disabled={props.disabled} error={props.error} helperText={props.error ? '请选择账号' : undefined} />
          <Typography variant="caption">targets = {JSON.stringify(targets)}</Typography>
        </>
      )}
    </Field>
  );
}

export const PopupEmpty: Story = shows(() => <Popup />, { text: ['value = ""', 'targets = {}'], roles: [{ role: 'textbox', name: '账号', disabled: false }], absent: ['popup参数未正确配置'] });
PopupEmpty.msw = pickerStoryHandlers;

export const PopupFilled: Story = shows(() => <Popup initial="admin" />, { text: ['value = "admin"'], roles: [{ role: 'textbox', name: '账号', disabled: false }], absent: ['popup参数未正确配置'] });
PopupFilled.msw = pickerStoryHandlers;

export const PopupDisabled: Story = shows(() => <Popup initial="admin" disabled />, { text: ['value = "admin"'], roles: [{ role: 'textbox', name: '账号', disabled: true }], absent: ['popup参数未正确配置'] });
PopupDisabled.msw = pickerStoryHandlers;

export const PopupInvalid: Story = shows(() => <Popup error />, { text: ['请选择账号'], roles: [{ role: 'textbox', name: '账号' }], absent: ['popup参数未正确配置'] });
PopupInvalid.msw = pickerStoryHandlers;

/** No report code: popup参数未正确配置! and the field is disabled. */
export const PopupNotConfigured: Story = shows(() => <Popup code="" />, { text: ['popup参数未正确配置!'], roles: [{ role: 'textbox', name: '账号', disabled: true }] });

/** Two origin fields for one target: popup参数未正确配置,原始值和目标值数量不一致!. */
export const PopupFieldMismatch: Story = shows(() => <Popup destFields="account" />, { text: ['popup参数未正确配置,原始值和目标值数量不一致!'], roles: [{ role: 'textbox', name: '账号', disabled: true }] });

/** The report dialog open: query with 展开, 已选择 N项, # column, dictionary texts. */
export const PopupReportDialog: Story = shows(() => <PopupDialog open code="report_user" multi onClose={noop} onConfirm={noop} />, { text: ['展开', '已选择 0项', '管理员', '李华', '共 23 条'], roles: [{ role: 'dialog', name: /用户信息/ }, { role: 'row', count: 11 }], absent: ['出错了'] });
PopupReportDialog.msw = pickerStoryHandlers;

export const PopupReportLoading: Story = shows(() => <PopupDialog open code="report_user" multi={false} onClose={noop} onConfirm={noop} />, { text: ['已选择 0项'], roles: [{ role: 'dialog' }, { role: 'progressbar' }], absent: ['admin', '出错了'] });
PopupReportLoading.msw = pickerLoadingHandlers;

/** getRpColumns fails: 出错了 with Popup初始化失败… and the server message. */
export const PopupReportServerFailure: Story = shows(() => <PopupDialog open code="report_user" multi={false} onClose={noop} onConfirm={noop} />, { text: ['出错了', 'Popup初始化失败，请检查你的配置或稍后重试！', '操作失败，数据库连接超时'], roles: [{ role: 'dialog' }, { role: 'button', name: '确定', disabled: true }], absent: ['admin'] });
PopupReportServerFailure.msw = pickerFailureHandlers;

// ---- business-component pickers ----

export const RoleEmpty: Story = shows(() => <Field>{(v, set) => <RolePicker label="角色" value={v} onChange={set} />}</Field>, { text: ['请选择', 'value = ""'], roles: [{ role: 'button', name: '选择', disabled: false }] });
RoleEmpty.msw = pickerStoryHandlers;

/** Role codes echoed from /sys/role/list?roleCode=admin,hr as chips. */
export const RoleFilled: Story = shows(() => <Field initial="admin,hr">{(v, set) => <RolePicker label="角色" value={v} onChange={set} />}</Field>, { text: ['管理员', '人力资源部', 'value = "admin,hr"'], roles: [{ role: 'button', name: '选择' }], absent: ['请选择'] });
RoleFilled.msw = pickerStoryHandlers;

export const RoleDisabled: Story = shows(() => <Field initial="admin">{(v, set) => <RolePicker label="角色" disabled value={v} onChange={set} />}</Field>, { text: ['管理员'], roles: [{ role: 'button', name: '选择', disabled: true }] });
RoleDisabled.msw = pickerStoryHandlers;

export const RoleInvalid: Story = shows(() => <Field>{(v, set) => <RolePicker label="角色" error helperText="请选择角色" value={v} onChange={set} />}</Field>, { text: ['请选择角色'], roles: [{ role: 'button', name: '选择' }] });
RoleInvalid.msw = pickerStoryHandlers;

export const RoleServerFailure: Story = shows(() => <Field initial="admin">{(v, set) => <RolePicker label="角色" value={v} onChange={set} />}</Field>, { text: ['请选择', 'value = "admin"'], roles: [{ role: 'button', name: '选择' }], absent: ['管理员'] });
RoleServerFailure.msw = pickerFailureHandlers;

export const PositionSingle: Story = shows(() => <Field initial="ZW003">{(v, set) => <PositionPicker label="职务" multiple={false} value={v} onChange={set} />}</Field>, { text: ['处长', 'value = "ZW003"'], roles: [{ role: 'button', name: '选择' }], absent: ['请选择'] });
PositionSingle.msw = pickerStoryHandlers;

// ---- tree select, category select ----

const categoryTree = { dict: 'sys_category,name,id', pidField: 'pid', pidValue: '0', hasChildField: 'has_child' };

export const TreeSelectEmpty: Story = shows(() => <Field>{(v, set) => <TreeSelect label="栏目" {...categoryTree} value={v} onChange={set} />}</Field>, { text: ['value = ""'], roles: [{ role: 'combobox', name: '栏目', disabled: false }], absent: ['condition传值有误'] });
TreeSelectEmpty.msw = pickerStoryHandlers;

export const TreeSelectFilled: Story = shows(() => <Field initial="c11,c21">{(v, set) => <TreeSelect label="栏目" multiple {...categoryTree} value={v} onChange={set} />}</Field>, { text: ['value = "c11,c21"'], roles: [{ role: 'combobox', name: '栏目' }], absent: ['condition传值有误'] });
TreeSelectFilled.msw = pickerStoryHandlers;

export const TreeSelectDisabled: Story = shows(() => <Field initial="c11">{(v, set) => <TreeSelect label="栏目" disabled {...categoryTree} value={v} onChange={set} />}</Field>, { text: ['value = "c11"'], roles: [{ role: 'combobox', name: '栏目', disabled: true }] });
TreeSelectDisabled.msw = pickerStoryHandlers;

/** A condition that is not a JSON object: 组件JTreeSelect-condition传值有误，需要一个json字符串!. */
export const TreeSelectBadCondition: Story = shows(() => <Field>{(v, set) => <TreeSelect label="栏目" {...categoryTree} condition="status=1" value={v} onChange={set} />}</Field>, { text: ['组件JTreeSelect-condition传值有误，需要一个json字符串!'], roles: [{ role: 'combobox', name: '栏目' }] });
TreeSelectBadCondition.msw = pickerStoryHandlers;

export const TreeSelectServerFailure: Story = shows(() => <Field initial="c11">{(v, set) => <TreeSelect label="栏目" {...categoryTree} value={v} onChange={set} />}</Field>, { text: ['value = "c11"'], roles: [{ role: 'combobox', name: '栏目' }] });
TreeSelectServerFailure.msw = pickerFailureHandlers;

export const CategoryEmpty: Story = shows(() => <Field>{(v, set) => <CategorySelect label="分类" value={v} onChange={set} />}</Field>, { text: ['value = ""'], roles: [{ role: 'combobox', name: '分类' }] });
CategoryEmpty.msw = pickerStoryHandlers;

export const CategoryFilled: Story = shows(() => <Field initial="c12">{(v, set) => <CategorySelect label="分类" value={v} onChange={set} />}</Field>, { text: ['value = "c12"'], roles: [{ role: 'combobox', name: '分类' }] });
CategoryFilled.msw = pickerStoryHandlers;

export const CategoryLoading: Story = shows(() => <Field initial="c12">{(v, set) => <CategorySelect label="分类" value={v} onChange={set} />}</Field>, { text: ['value = "c12"'], roles: [{ role: 'combobox', name: '分类' }] });
CategoryLoading.msw = pickerLoadingHandlers;

// ---- area linkage ----

export const AreaCascaderEmpty: Story = shows(() => <Field>{(v, set) => <AreaLinkage label="所在地区" value={v} onChange={set} />}</Field>, { text: ['value = ""'], roles: [{ role: 'combobox', name: '所在地区', disabled: false }] });

export const AreaCascaderFilled: Story = shows(() => <Field initial="340104">{(v, set) => <AreaLinkage label="所在地区" value={v} onChange={set} />}</Field>, { text: ['value = "340104"'], roles: [{ role: 'combobox', name: '所在地区' }] });

export const AreaSelectFilled: Story = shows(() => <Field initial="330106">{(v, set) => <AreaLinkage label="所在地区" type="select" value={v} onChange={set} />}</Field>, { text: ['浙江省', '杭州市', '西湖区', 'value = "330106"'], roles: [{ role: 'combobox', count: 3 }] });

export const AreaDisabled: Story = shows(() => <Field initial="110105">{(v, set) => <AreaLinkage label="所在地区" disabled value={v} onChange={set} />}</Field>, { text: ['value = "110105"'], roles: [{ role: 'combobox', name: '所在地区', disabled: true }] });

export const AreaInvalid: Story = shows(() => <Field>{(v, set) => <AreaLinkage label="所在地区" error helperText="请选择所在地区" value={v} onChange={set} />}</Field>, { text: ['请选择所在地区'], roles: [{ role: 'combobox', name: '所在地区' }] });

/** An unknown type renders Bad type value. */
export const AreaBadType: Story = shows(() => <AreaLinkage type="tree" />, { text: ['Bad type value: tree'] });
