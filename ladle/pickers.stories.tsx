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

export const DepartEmpty: Story = () => <Field>{(v, set) => <DepartPicker label="所属部门" value={v} onChange={set} />}</Field>;
DepartEmpty.msw = pickerStoryHandlers;

/** Two stored ids echoed as names through queryDepartTreeSync?ids=. */
export const DepartFilled: Story = () => <Field initial="d11,d12">{(v, set) => <DepartPicker label="所属部门" multi value={v} onChange={set} />}</Field>;
DepartFilled.msw = pickerStoryHandlers;

export const DepartDisabled: Story = () => <Field initial="d11">{(v, set) => <DepartPicker label="所属部门" disabled value={v} onChange={set} />}</Field>;
DepartDisabled.msw = pickerStoryHandlers;

/** What a failed required rule (or a confirm with nothing checked) looks like. */
export const DepartInvalid: Story = () => <Field>{(v, set) => <DepartPicker label="所属部门" error helperText="请选择部门" value={v} onChange={set} />}</Field>;
DepartInvalid.msw = pickerStoryHandlers;

/** 选择层级 open, multi-select, with the 树操作 menu (父子关联 / 取消关联). */
export const DepartDialog: Story = () => <DepartPickerDialog open multi treeOpera initialRows={[depart('d12')]} onClose={noop} onConfirm={noop} />;
DepartDialog.msw = pickerStoryHandlers;

export const DepartDialogLoading: Story = () => <DepartPickerDialog open multi={false} treeOpera={false} initialRows={[]} onClose={noop} onConfirm={noop} />;
DepartDialogLoading.msw = pickerLoadingHandlers;

export const DepartDialogServerFailure: Story = () => <DepartPickerDialog open multi={false} treeOpera={false} initialRows={[]} onClose={noop} onConfirm={noop} />;
DepartDialogServerFailure.msw = pickerHttp500Handlers;

/** 50,000 departments behind the lazy tree: opening still loads one level (the bench story). */
export const DepartFiftyThousand: Story = () => <Field>{(v, set) => <DepartPicker label="所属部门" multi value={v} onChange={set} />}</Field>;
DepartFiftyThousand.msw = fiftyThousandDepartHandlers;

// ---- user-by-department picker ----

export const UserEmpty: Story = () => <Field>{(v, set) => <UserByDepartPicker label="负责人" value={v} onChange={set} />}</Field>;
UserEmpty.msw = pickerStoryHandlers;

/** Stored usernames echoed through getMultiUser?username=admin,user01, (bare array). */
export const UserFilled: Story = () => <Field initial="admin,user01">{(v, set) => <UserByDepartPicker label="负责人" value={v} onChange={set} />}</Field>;
UserFilled.msw = pickerStoryHandlers;

export const UserDisabled: Story = () => <Field initial="admin">{(v, set) => <UserByDepartPicker label="负责人" disabled value={v} onChange={set} />}</Field>;
UserDisabled.msw = pickerStoryHandlers;

export const UserInvalid: Story = () => <Field>{(v, set) => <UserByDepartPicker label="负责人" error helperText="请选择负责人" value={v} onChange={set} />}</Field>;
UserInvalid.msw = pickerStoryHandlers;

/** 根据部门选择用户 open: tree left, paged users right (user05 is 冻结). */
export const UserDialog: Story = () => <UserByDepartDialog open multi initialRows={[]} onClose={noop} onConfirm={noop} />;
UserDialog.msw = pickerStoryHandlers;

export const UserDialogLoading: Story = () => <UserByDepartDialog open multi initialRows={[]} onClose={noop} onConfirm={noop} />;
UserDialogLoading.msw = pickerLoadingHandlers;

export const UserDialogServerFailure: Story = () => <UserByDepartDialog open multi initialRows={[]} onClose={noop} onConfirm={noop} />;
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

export const PopupEmpty: Story = () => <Popup />;
PopupEmpty.msw = pickerStoryHandlers;

export const PopupFilled: Story = () => <Popup initial="admin" />;
PopupFilled.msw = pickerStoryHandlers;

export const PopupDisabled: Story = () => <Popup initial="admin" disabled />;
PopupDisabled.msw = pickerStoryHandlers;

export const PopupInvalid: Story = () => <Popup error />;
PopupInvalid.msw = pickerStoryHandlers;

/** No report code: popup参数未正确配置! and the field is disabled. */
export const PopupNotConfigured: Story = () => <Popup code="" />;

/** Two origin fields for one target: popup参数未正确配置,原始值和目标值数量不一致!. */
export const PopupFieldMismatch: Story = () => <Popup destFields="account" />;

/** The report dialog open: query with 展开, 已选择 N项, # column, dictionary texts. */
export const PopupReportDialog: Story = () => <PopupDialog open code="report_user" multi onClose={noop} onConfirm={noop} />;
PopupReportDialog.msw = pickerStoryHandlers;

export const PopupReportLoading: Story = () => <PopupDialog open code="report_user" multi={false} onClose={noop} onConfirm={noop} />;
PopupReportLoading.msw = pickerLoadingHandlers;

/** getRpColumns fails: 出错了 with Popup初始化失败… and the server message. */
export const PopupReportServerFailure: Story = () => <PopupDialog open code="report_user" multi={false} onClose={noop} onConfirm={noop} />;
PopupReportServerFailure.msw = pickerFailureHandlers;

// ---- business-component pickers ----

export const RoleEmpty: Story = () => <Field>{(v, set) => <RolePicker label="角色" value={v} onChange={set} />}</Field>;
RoleEmpty.msw = pickerStoryHandlers;

/** Role codes echoed from /sys/role/list?roleCode=admin,hr as chips. */
export const RoleFilled: Story = () => <Field initial="admin,hr">{(v, set) => <RolePicker label="角色" value={v} onChange={set} />}</Field>;
RoleFilled.msw = pickerStoryHandlers;

export const RoleDisabled: Story = () => <Field initial="admin">{(v, set) => <RolePicker label="角色" disabled value={v} onChange={set} />}</Field>;
RoleDisabled.msw = pickerStoryHandlers;

export const RoleInvalid: Story = () => <Field>{(v, set) => <RolePicker label="角色" error helperText="请选择角色" value={v} onChange={set} />}</Field>;
RoleInvalid.msw = pickerStoryHandlers;

export const RoleServerFailure: Story = () => <Field initial="admin">{(v, set) => <RolePicker label="角色" value={v} onChange={set} />}</Field>;
RoleServerFailure.msw = pickerFailureHandlers;

export const PositionSingle: Story = () => <Field initial="ZW003">{(v, set) => <PositionPicker label="职务" multiple={false} value={v} onChange={set} />}</Field>;
PositionSingle.msw = pickerStoryHandlers;

// ---- tree select, category select ----

const categoryTree = { dict: 'sys_category,name,id', pidField: 'pid', pidValue: '0', hasChildField: 'has_child' };

export const TreeSelectEmpty: Story = () => <Field>{(v, set) => <TreeSelect label="栏目" {...categoryTree} value={v} onChange={set} />}</Field>;
TreeSelectEmpty.msw = pickerStoryHandlers;

export const TreeSelectFilled: Story = () => <Field initial="c11,c21">{(v, set) => <TreeSelect label="栏目" multiple {...categoryTree} value={v} onChange={set} />}</Field>;
TreeSelectFilled.msw = pickerStoryHandlers;

export const TreeSelectDisabled: Story = () => <Field initial="c11">{(v, set) => <TreeSelect label="栏目" disabled {...categoryTree} value={v} onChange={set} />}</Field>;
TreeSelectDisabled.msw = pickerStoryHandlers;

/** A condition that is not a JSON object: 组件JTreeSelect-condition传值有误，需要一个json字符串!. */
export const TreeSelectBadCondition: Story = () => <Field>{(v, set) => <TreeSelect label="栏目" {...categoryTree} condition="status=1" value={v} onChange={set} />}</Field>;
TreeSelectBadCondition.msw = pickerStoryHandlers;

export const TreeSelectServerFailure: Story = () => <Field initial="c11">{(v, set) => <TreeSelect label="栏目" {...categoryTree} value={v} onChange={set} />}</Field>;
TreeSelectServerFailure.msw = pickerFailureHandlers;

export const CategoryEmpty: Story = () => <Field>{(v, set) => <CategorySelect label="分类" value={v} onChange={set} />}</Field>;
CategoryEmpty.msw = pickerStoryHandlers;

export const CategoryFilled: Story = () => <Field initial="c12">{(v, set) => <CategorySelect label="分类" value={v} onChange={set} />}</Field>;
CategoryFilled.msw = pickerStoryHandlers;

export const CategoryLoading: Story = () => <Field initial="c12">{(v, set) => <CategorySelect label="分类" value={v} onChange={set} />}</Field>;
CategoryLoading.msw = pickerLoadingHandlers;

// ---- area linkage ----

export const AreaCascaderEmpty: Story = () => <Field>{(v, set) => <AreaLinkage label="所在地区" value={v} onChange={set} />}</Field>;

export const AreaCascaderFilled: Story = () => <Field initial="340104">{(v, set) => <AreaLinkage label="所在地区" value={v} onChange={set} />}</Field>;

export const AreaSelectFilled: Story = () => <Field initial="330106">{(v, set) => <AreaLinkage label="所在地区" type="select" value={v} onChange={set} />}</Field>;

export const AreaDisabled: Story = () => <Field initial="110105">{(v, set) => <AreaLinkage label="所在地区" disabled value={v} onChange={set} />}</Field>;

export const AreaInvalid: Story = () => <Field>{(v, set) => <AreaLinkage label="所在地区" error helperText="请选择所在地区" value={v} onChange={set} />}</Field>;

/** An unknown type renders Bad type value. */
export const AreaBadType: Story = () => <AreaLinkage type="tree" />;
