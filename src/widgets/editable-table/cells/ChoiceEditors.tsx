/** select, radio, list_multi and sel_search editors over the column's options (inline + dictionary). */
import Select from '@mui/material/Select';
import MenuItem from '@mui/material/MenuItem';
import Checkbox from '@mui/material/Checkbox';
import ListItemText from '@mui/material/ListItemText';
import Box from '@mui/material/Box';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import FormControlLabel from '@mui/material/FormControlLabel';
import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { isMultiSelect, optionText } from '../columns';
import { ET_TEXT } from '../messages';
import type { ColumnOption } from '../types';
import { listValues, textOf } from './display';
import type { EditorProps } from './editor-props';
import { useTableApi } from '../context';

const str = (v: unknown) => (v === null || v === undefined ? '' : String(v));

/** Picks the option's own value type back (a number option stays a number). */
function valueOf(options: readonly ColumnOption[], raw: string): unknown {
  return options.find((o) => String(o.value) === raw)?.value ?? raw;
}

export function SelectEditor(props: EditorProps) {
  const { column, value, options, placeholder, disabled, autoFocus, invalid, onChange, onBlur } = props;
  // Opened with the mouse: show the options at once; reached with the keyboard: wait for Enter / Alt+Down.
  const api = useTableApi();
  const openNow = autoFocus && api.openedByPointer();
  if (column.allowInput || column.allowSearch) return <SearchSelectEditor {...props} />;
  return (
    <Select
      size="small"
      fullWidth
      value={str(value)}
      displayEmpty
      disabled={disabled}
      autoFocus={autoFocus}
      defaultOpen={openNow}
      error={invalid}
      onChange={(e) => onChange(valueOf(options, String(e.target.value)))}
      onBlur={onBlur}
      inputProps={{ 'aria-label': column.title }}
      renderValue={(v) => (v === '' ? <Box component="span" sx={{ color: 'text.disabled' }}>{placeholder}</Box> : textOf(options, v))}
    >
      {options.map((o) => (
        <MenuItem key={String(o.value)} value={String(o.value)} disabled={o.disabled}>
          {optionText(o)}
        </MenuItem>
      ))}
    </Select>
  );
}

/** sel_search (and select with allowInput/allowSearch): type to filter; allowInput keeps free text. */
export function SearchSelectEditor(props: EditorProps) {
  const { column, value, options, placeholder, disabled, autoFocus, invalid, onChange, onBlur } = props;
  const selected = options.find((o) => String(o.value) === str(value)) ?? null;
  const freeSolo = column.allowInput === true;
  return (
    <Autocomplete<ColumnOption, false, false, boolean>
      size="small"
      fullWidth
      options={options as ColumnOption[]}
      value={selected ?? (freeSolo && str(value) ? { value: str(value) } : null)}
      freeSolo={freeSolo}
      openOnFocus
      disabled={disabled}
      noOptionsText={ET_TEXT.noSearchResult}
      getOptionLabel={(o) => (typeof o === 'string' ? o : optionText(o))}
      getOptionDisabled={(o) => o.disabled === true}
      isOptionEqualToValue={(o, v) => String(o.value) === String(typeof v === 'string' ? v : v.value)}
      onChange={(_, v) => onChange(v === null ? '' : typeof v === 'string' ? v : v.value)}
      onInputChange={(_, text, reason) => {
        if (freeSolo && reason === 'input') onChange(text);
      }}
      onBlur={onBlur}
      renderInput={(params) => (
        <TextField {...params} placeholder={placeholder} autoFocus={autoFocus} error={invalid} slotProps={{ ...params.slotProps, htmlInput: { ...params.slotProps.htmlInput, 'aria-label': column.title } }} />
      )}
    />
  );
}

/** list_multi: a multiple select storing comma-joined values; shows one tag (spec §9). */
export function MultiSelectEditor(props: EditorProps) {
  if (!isMultiSelect(props.column)) return <SelectEditor {...props} />;
  return <MultiSelect {...props} />;
}

function MultiSelect(props: EditorProps) {
  const { column, value, options, placeholder, disabled, autoFocus, invalid, onChange, onBlur } = props;
  const api = useTableApi();
  const openNow = autoFocus && api.openedByPointer();
  const values = listValues(value);
  return (
    <Select<string[]>
      size="small"
      fullWidth
      multiple
      value={values}
      displayEmpty
      disabled={disabled}
      autoFocus={autoFocus}
      defaultOpen={openNow}
      error={invalid}
      onChange={(e) => {
        const v = e.target.value;
        onChange((Array.isArray(v) ? v : String(v).split(',')).filter(Boolean).join(','));
      }}
      onBlur={onBlur}
      inputProps={{ 'aria-label': column.title }}
      renderValue={(vs) => (vs.length === 0 ? <Box component="span" sx={{ color: 'text.disabled' }}>{placeholder}</Box> : <TagSummary options={options} values={vs} />)}
    >
      {options.map((o) => (
        <MenuItem key={String(o.value)} value={String(o.value)} disabled={o.disabled}>
          <Checkbox size="small" checked={values.includes(String(o.value))} />
          <ListItemText primary={optionText(o)} />
        </MenuItem>
      ))}
    </Select>
  );
}

/** One tag plus "+N" for the rest, so a multi-select never changes the row height (plain spans: cheap per row). */
export function TagSummary({ options, values }: { options: readonly ColumnOption[]; values: readonly string[] }) {
  if (values.length === 0) return null;
  return (
    <span className="et-tags">
      <span className="et-tag" title={values.map((v) => textOf(options, v)).join(',')}>
        {textOf(options, values[0])}
      </span>
      {values.length > 1 ? <span className="et-tag et-tag-more">+{values.length - 1}</span> : null}
    </span>
  );
}

/** radio: always shown, one radio per option. */
export function RadioCell(props: EditorProps) {
  const { column, value, options, disabled, onChange, onBlur } = props;
  return (
    <RadioGroup row value={str(value)} onChange={(e) => onChange(valueOf(options, e.target.value))} onBlur={onBlur} aria-label={column.title} sx={{ flexWrap: 'nowrap' }}>
      {options.map((o) => (
        <FormControlLabel
          key={String(o.value)}
          value={String(o.value)}
          disabled={disabled || o.disabled}
          control={<Radio size="small" sx={{ p: 0.5 }} />}
          label={optionText(o)}
          sx={{ mr: 1, '& .MuiFormControlLabel-label': { fontSize: 13 } }}
        />
      ))}
    </RadioGroup>
  );
}
