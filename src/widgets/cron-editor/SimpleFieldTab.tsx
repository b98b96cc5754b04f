/** Second, minute, hour, month and year tabs: every, range (a-b), loop (start/step) and specify (list). */
import FormControl from '@mui/material/FormControl';
import MenuItem from '@mui/material/MenuItem';
import RadioGroup from '@mui/material/RadioGroup';
import Select from '@mui/material/Select';
import { LIMITS, type SimpleField, type SimpleFieldName } from '@/lib/cron/cron-model';
import { ModeRow, NumberInput, Unit, ValueChecklist } from './controls';
import { CRON_TEXT, MODE_TEXT, SIMPLE_TEXT, TAB_LABELS } from '@/lib/cron/messages';
import type { TabProps } from './tab-props';

const range = (min: number, max: number) => Array.from({ length: max - min + 1 }, (_, i) => min + i);

function ListPicker({ name, field, disabled, onValue }: { name: SimpleFieldName } & Pick<TabProps<SimpleField>, 'field' | 'disabled' | 'onValue'>) {
  const { min, max } = LIMITS[name].value;
  const label = `${MODE_TEXT.list}${TAB_LABELS[name]}`;
  if (name === 'year') {
    // 130 years do not fit a checkbox grid; a multiple select keeps them reachable by keyboard.
    return (
      <FormControl size="small" sx={{ ml: 4, minWidth: 240 }} disabled={disabled}>
        <Select
          multiple
          value={field.list}
          onChange={(e) => {
            const v = e.target.value as number[];
            if (v.length > 0) onValue('list', v);
          }}
          inputProps={{ 'aria-label': label }}
          MenuProps={{ slotProps: { paper: { sx: { maxHeight: 320 } } } }}
        >
          {range(min, max).map((y) => (
            <MenuItem key={y} value={y}>
              {y}
            </MenuItem>
          ))}
        </Select>
      </FormControl>
    );
  }
  const unit = SIMPLE_TEXT[name].unit;
  const options = range(min, max).map((v) => ({ value: v, label: name === 'month' ? `${v}${unit}` : String(v).padStart(2, '0') }));
  return <ValueChecklist label={label} options={options} selected={field.list} disabled={disabled} columns={name === 'month' ? 6 : 10} onChange={(v) => onValue('list', v)} />;
}

export function SimpleFieldTab({ name, field, disabled, onMode, onValue }: TabProps<SimpleField> & { name: SimpleFieldName }) {
  const text = SIMPLE_TEXT[name];
  const limits = LIMITS[name];
  const tab = TAB_LABELS[name];
  const off = (mode: SimpleField['mode']) => disabled || field.mode !== mode;
  return (
    <RadioGroup value={field.mode} onChange={(e) => onMode(e.target.value as SimpleField['mode'])} aria-label={`${tab}的设置方式`}>
      <ModeRow value="every" label={text.every} />
      <ModeRow value="range" label={MODE_TEXT.range} ariaLabel={`${tab}${MODE_TEXT.range}`}>
        <Unit>从</Unit>
        <NumberInput label={`${tab}周期开始`} value={field.from} limit={limits.value} disabled={off('range')} onCommit={(v) => onValue('from', v)} />
        <Unit>到</Unit>
        <NumberInput label={`${tab}周期结束`} value={field.to} limit={limits.value} disabled={off('range')} onCommit={(v) => onValue('to', v)} />
        <Unit>{text.unit}</Unit>
      </ModeRow>
      <ModeRow value="incremental" label={MODE_TEXT.incremental} ariaLabel={`${tab}${MODE_TEXT.incremental}`}>
        <Unit>从</Unit>
        <NumberInput label={`${tab}循环开始`} value={field.start} limit={limits.value} disabled={off('incremental')} onCommit={(v) => onValue('start', v)} />
        <Unit>{text.unit}开始，每</Unit>
        <NumberInput label={`${tab}循环间隔`} value={field.step} limit={limits.step} disabled={off('incremental')} onCommit={(v) => onValue('step', v)} />
        <Unit>{text.stepUnit}执行一次</Unit>
      </ModeRow>
      <ModeRow value="list" label={MODE_TEXT.list} ariaLabel={`${tab}${MODE_TEXT.list}`} />
      <ListPicker name={name} field={field} disabled={off('list')} onValue={onValue} />
      {field.mode === 'custom' ? <ModeRow value="custom" label={`${CRON_TEXT.custom}：${field.raw}`} ariaLabel={`${tab}${CRON_TEXT.custom}`} /> : null}
    </RadioGroup>
  );
}
