/**
 * User-by-department picker (widgets.md §2-§4, §9): a read-only field
 * (placeholder 请先选择用户) with a 选择用户 button. Stores usernames (or
 * another `store` field) comma-joined, shows real names; multi-select by
 * default. Existing values are echoed through `getMultiUser?username=a,b,`.
 */
import Button from '@mui/material/Button';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import type { SysUser } from '@/api/sys/user';
import { getMultiUser } from '../api';
import { PICKER_TEXT } from '../messages';
import { useEchoedPicker, type EchoedPickerProps } from '../use-echoed-picker';
import { UserByDepartDialog } from './UserByDepartDialog';

export interface UserByDepartPickerProps extends EchoedPickerProps<SysUser> {
  /** Multi-select (default true). */
  multi?: boolean;
  /** Field stored in the value (default 'username'). */
  store?: keyof SysUser & string;
  /** Field shown in the input (default 'realname'). */
  text?: keyof SysUser & string;
  buttonText?: string;
}

export function UserByDepartPicker({
  value,
  onChange,
  multi = true,
  store = 'username',
  text = 'realname',
  disabled = false,
  placeholder = PICKER_TEXT.userPlaceholder,
  buttonText = PICKER_TEXT.userButton,
  label,
  error,
  helperText,
  modalWidth = 1250,
  name,
  id,
}: UserByDepartPickerProps) {
  const keyOf = (u: SysUser) => String(u[store] ?? '');
  const { rows, open, openDialog, closeDialog, confirm } = useEchoedPicker({ value, onChange, disabled, keyOf, cacheKey: ['user-echo', store], load: (missing) => getMultiUser(missing, store) });
  const shown = rows.map((u) => String(u[text] ?? '')).join(',');

  return (
    <>
      <TextField
        fullWidth
        size="small"
        id={id}
        name={name}
        label={label}
        value={shown}
        placeholder={placeholder}
        disabled={disabled}
        error={error}
        helperText={helperText}
        slotProps={{
          htmlInput: { readOnly: true, 'aria-label': typeof label === 'string' ? label : placeholder, 'data-value': value ?? '' },
          input: {
            sx: { pr: 0 },
            endAdornment: (
              <InputAdornment position="end" sx={{ height: 'auto', maxHeight: 'none' }}>
                <Button variant="contained" disabled={disabled} onClick={openDialog} sx={{ borderTopLeftRadius: 0, borderBottomLeftRadius: 0, boxShadow: 'none' }}>
                  {buttonText}
                </Button>
              </InputAdornment>
            ),
          },
        }}
      />
      <UserByDepartDialog open={open} multi={multi} initialRows={rows} width={modalWidth} onClose={closeDialog} onConfirm={confirm} />
    </>
  );
}
