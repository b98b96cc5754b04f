/**
 * Demo screen `demo/PickersDemo` (/demo/pickers): one form with every picker
 * — departments, users by department, an online-report popup, roles and
 * positions, tree and category selects, area linkage — showing what each
 * stores. In the demo build a switch swaps the fake backend's department
 * tree for 50,000 generated departments to show the lazy tree at scale.
 */
import { useState, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import type { ScreenProps } from '@/ui/screen-props';
import { postAction } from '@/api/http';
import { AreaLinkage, CategorySelect, DepartPicker, PopupPicker, PositionPicker, RolePicker, TreeSelect, UserByDepartPicker } from '@/widgets/pickers';
import { warnFailure } from '@/widgets/feedback';

interface Values {
  depart: string;
  departs: string;
  owners: string;
  reviewer: string;
  account: string;
  accountName: string;
  roles: string;
  position: string;
  column: string;
  category: string;
  area: string;
  areaBySelect: string;
}

const EMPTY: Values = { depart: '', departs: '', owners: '', reviewer: '', account: '', accountName: '', roles: '', position: '', column: '', category: '', area: '', areaBySelect: '' };

const REQUIRED: Partial<Record<keyof Values, string>> = { depart: '请选择所属部门', owners: '请选择负责人' };

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '160px 1fr' }, gap: 1, alignItems: 'center' }}>
      <Typography variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Box>{children}</Box>
    </Box>
  );
}

const isDemo = import.meta.env.VITE_DEMO === 'true';

function ScaleSwitch() {
  const [big, setBig] = useState(false);
  const toggle = async (on: boolean) => {
    try {
      await postAction('/__demo/pickers/departs', { count: on ? 50_000 : 0 });
      setBig(on);
    } catch (e) {
      warnFailure(e, 'error');
    }
  };
  return <FormControlLabel control={<Switch checked={big} onChange={(_, on) => void toggle(on)} />} label="演示：部门树换成 50,000 个部门" />;
}

export default function PickersDemoPage({ title }: Partial<ScreenProps>) {
  const [values, setValues] = useState<Values>(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<keyof Values, string>>>({});
  const [submitted, setSubmitted] = useState<Values | null>(null);
  const set = (key: keyof Values) => (value: string) => {
    setValues((v) => ({ ...v, [key]: value }));
    setErrors((e) => ({ ...e, [key]: undefined }));
  };
  const err = (key: keyof Values) => ({ error: !!errors[key], helperText: errors[key] });

  const submit = () => {
    const found = Object.fromEntries(Object.entries(REQUIRED).filter(([k]) => !values[k as keyof Values]));
    setErrors(found);
    setSubmitted(Object.keys(found).length === 0 ? values : null);
  };

  return (
    <Paper sx={{ p: 3 }}>
      <Typography variant="h6" component="h1" sx={{ mb: 2 }}>
        {title ?? '选择器示例'}
      </Typography>
      {isDemo && <ScaleSwitch />}
      <Stack spacing={2} component="form" aria-label="选择器表单" onSubmit={(e) => e.preventDefault()} sx={{ maxWidth: 860, mt: 1 }}>
        <Row label="所属部门（单选）">
          <DepartPicker label="所属部门" value={values.depart} onChange={set('depart')} {...err('depart')} />
        </Row>
        <Row label="协办部门（多选）">
          <DepartPicker label="协办部门" multi value={values.departs} onChange={set('departs')} />
        </Row>
        <Row label="负责人（多选）">
          <UserByDepartPicker label="负责人" value={values.owners} onChange={set('owners')} {...err('owners')} />
        </Row>
        <Row label="审核人（单选）">
          <UserByDepartPicker label="审核人" multi={false} value={values.reviewer} onChange={set('reviewer')} />
        </Row>
        <Row label="账号（报表弹窗）">
          <PopupPicker
            label="账号"
            code="report_user"
            orgFields="username,realname"
            destFields="account,accountName"
            field="account"
            value={values.account}
            onCallback={(v) => setValues((s) => ({ ...s, account: v.account ?? '', accountName: v.accountName ?? '' }))}
          />
        </Row>
        <Row label="角色">
          <RolePicker label="角色" value={values.roles} onChange={set('roles')} />
        </Row>
        <Row label="职务">
          <PositionPicker label="职务" multiple={false} value={values.position} onChange={set('position')} />
        </Row>
        <Row label="栏目（树选择）">
          <TreeSelect label="栏目" dict="sys_category,name,id" pidField="pid" pidValue="0" hasChildField="has_child" value={values.column} onChange={set('column')} />
        </Row>
        <Row label="分类（分类字典）">
          <CategorySelect label="分类" pcode="A01" value={values.category} onChange={set('category')} />
        </Row>
        <Row label="所在地区（级联）">
          <AreaLinkage label="所在地区" value={values.area} onChange={set('area')} />
        </Row>
        <Row label="所在地区（下拉）">
          <AreaLinkage label="所在地区（下拉）" type="select" value={values.areaBySelect} onChange={set('areaBySelect')} />
        </Row>
        <Box sx={{ display: 'flex', gap: 1 }}>
          <Button variant="contained" onClick={submit}>
            提交
          </Button>
          <Button
            onClick={() => {
              setValues(EMPTY);
              setErrors({});
              setSubmitted(null);
            }}
          >
            重置
          </Button>
        </Box>
        {submitted && <Alert severity="success">提交成功</Alert>}
        <Box component="pre" aria-label="表单值" sx={{ m: 0, p: 1.5, bgcolor: 'action.hover', borderRadius: 1, fontSize: 12, overflow: 'auto' }}>
          {JSON.stringify(values, null, 2)}
        </Box>
      </Stack>
    </Paper>
  );
}
