/**
 * Business-component picker (JSelectBizComponent): the chosen items as
 * removable chips plus a 选择 button opening `{name}选择`. The value is the
 * rows' `returnKeys[1]` (or `returnKeys[0]` with returnId) comma-joined;
 * chips show `displayKey`. Stored values are echoed from the list URL.
 */
import { useMemo, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Typography from '@mui/material/Typography';
import Search from '@mui/icons-material/Search';
import { useQuery } from '@tanstack/react-query';
import { fetchPickList } from '../api';
import { PICKER_TEXT } from '../messages';
import { splitValue } from '../values';
import { BizComponentDialog } from './BizComponentDialog';
import type { PickerFieldFrame } from '../picker-field';
import type { BizColumn, BizRow } from './biz-types';

export interface BizComponentPickerProps extends Omit<PickerFieldFrame, 'id' | 'name'> {
  value?: string | null;
  onChange?: (value: string, rows: BizRow[]) => void;
  /** What is picked, e.g. 角色 (titles `{name}选择`, `已选{name}`). */
  name: string;
  listUrl: string;
  /** URL answering rows for stored values (default listUrl). */
  valueUrl?: string;
  columns: BizColumn[];
  /** Field shown on the chips (default the value field). */
  displayKey?: string;
  /** [id field, value field] (default ['id', 'id']). */
  returnKeys?: [string, string];
  /** Store returnKeys[0] instead of returnKeys[1]. */
  returnId?: boolean;
  rowKey?: string;
  /** Field of the fixed condition (default the value field) and its label (default name). */
  queryParamCode?: string;
  queryParamText?: string;
  /** Multi-select (default true). */
  multiple?: boolean;
  /** Show the 选择 button (default true); without it a click on the field opens the dialog. */
  buttons?: boolean;
  width?: number;
  ellipsisLength?: number;
}

export function BizComponentPicker({
  value,
  onChange,
  name,
  listUrl,
  valueUrl,
  columns,
  displayKey,
  returnKeys = ['id', 'id'],
  returnId = false,
  rowKey = 'id',
  queryParamCode,
  queryParamText,
  multiple = true,
  buttons = true,
  disabled = false,
  placeholder = PICKER_TEXT.placeholder,
  label,
  error,
  helperText,
  width = 900,
  ellipsisLength = 12,
}: BizComponentPickerProps) {
  const valueKey = returnId ? returnKeys[0] : returnKeys[1];
  const shownKey = displayKey ?? valueKey;
  const [open, setOpen] = useState(false);
  const [picked, setPicked] = useState<BizRow[]>([]);
  const keys = useMemo(() => splitValue(value), [value]);
  const keyOf = (r: BizRow) => String(r[valueKey] ?? '');
  const known = new Map(picked.map((r) => [keyOf(r), r]));
  const missing = keys.filter((k) => !known.has(k));

  const echo = useQuery({
    queryKey: ['pickers', 'biz-echo', valueUrl ?? listUrl, valueKey, missing.join(',')],
    queryFn: () => fetchPickList<BizRow>(valueUrl ?? listUrl, { [valueKey]: missing.join(','), pageNo: 1, pageSize: missing.length }),
    enabled: missing.length > 0,
    staleTime: 30_000,
  });
  for (const r of echo.data?.records ?? []) known.set(keyOf(r), r);
  const rows = keys.map((k) => known.get(k)).filter((r): r is BizRow => !!r);

  const emit = (chosen: BizRow[]) => {
    setPicked(chosen);
    onChange?.(chosen.map(keyOf).join(','), chosen);
  };
  const openDialog = () => {
    if (!disabled) setOpen(true);
  };

  return (
    <FormControl fullWidth error={error} disabled={disabled}>
      {label && <FormLabel sx={{ mb: 0.5, fontSize: 14 }}>{label}</FormLabel>}
      <Box sx={{ display: 'flex', alignItems: 'stretch' }}>
        <Box
          role="group"
          aria-label={typeof label === 'string' ? label : name}
          onClick={buttons ? undefined : openDialog}
          sx={{
            flex: 1,
            minHeight: 40,
            display: 'flex',
            flexWrap: 'wrap',
            gap: 0.5,
            alignItems: 'center',
            px: 1,
            border: 1,
            borderColor: error ? 'error.main' : 'divider',
            borderRadius: buttons ? '4px 0 0 4px' : 1,
            bgcolor: disabled ? 'action.disabledBackground' : undefined,
            cursor: buttons || disabled ? 'default' : 'pointer',
          }}
        >
          {rows.length === 0 && (
            <Typography variant="body2" color="text.disabled">
              {placeholder}
            </Typography>
          )}
          {rows.map((r) => (
            <Chip
              key={keyOf(r)}
              size="small"
              label={String(r[shownKey] ?? keyOf(r))}
              onDelete={disabled ? undefined : () => emit(rows.filter((x) => x !== r))}
            />
          ))}
        </Box>
        {buttons && (
          <Button variant="contained" startIcon={<Search />} disabled={disabled} onClick={openDialog} sx={{ borderRadius: '0 4px 4px 0', boxShadow: 'none' }}>
            {PICKER_TEXT.select}
          </Button>
        )}
      </Box>
      {helperText && <FormHelperText>{helperText}</FormHelperText>}
      <BizComponentDialog
        open={open}
        name={name}
        listUrl={listUrl}
        columns={columns}
        rowKey={rowKey}
        queryParamCode={queryParamCode ?? valueKey}
        queryParamText={queryParamText ?? name}
        multiple={multiple}
        initialRows={rows}
        width={width}
        ellipsisLength={ellipsisLength}
        onClose={() => setOpen(false)}
        onConfirm={(chosen) => {
          setOpen(false);
          emit(chosen);
        }}
      />
    </FormControl>
  );
}
