/**
 * Area linkage (JAreaLinkage) over the three-level code tree rooted at 86:
 * `type="cascader"` (one field, a column per level) or `type="select"`
 * (three selects 省/市/区). Either way the value is the last code chosen;
 * any other type renders `Bad type value: <type>`.
 */
import { useEffect, useRef, useState } from 'react';
import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import Popover from '@mui/material/Popover';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import ChevronRight from '@mui/icons-material/ChevronRight';
import { PickerField, type PickerFieldFrame } from '../picker-field';
import { PICKER_MESSAGES, PICKER_TEXT } from '../messages';
import { AREA_ROOT, loadAreaModel, type AreaModel } from './area-data';

export interface AreaLinkageProps extends PickerFieldFrame {
  type?: 'cascader' | 'select' | (string & {});
  value?: string | null;
  onChange?: (code: string, names: string[]) => void;
}

function useAreaModel(): AreaModel | null {
  const [model, setModel] = useState<AreaModel | null>(null);
  useEffect(() => {
    let live = true;
    void loadAreaModel().then((m) => {
      if (live) setModel(m);
    });
    return () => {
      live = false;
    };
  }, []);
  return model;
}

export function AreaLinkage({ type = 'cascader', ...props }: AreaLinkageProps) {
  const model = useAreaModel();
  if (type !== 'cascader' && type !== 'select') {
    return (
      <Typography component="span" role="alert" sx={{ color: 'error.main' }}>
        {`${PICKER_MESSAGES.badAreaType}: ${type}`}
      </Typography>
    );
  }
  return type === 'cascader' ? <AreaCascader model={model} {...props} /> : <AreaSelects model={model} {...props} />;
}

type InnerProps = Omit<AreaLinkageProps, 'type'> & { model: AreaModel | null };

function emit(model: AreaModel, onChange: AreaLinkageProps['onChange'], code: string) {
  onChange?.(code, model.path(code).map((c) => model.name(c) ?? c));
}

function AreaCascader({ model, value, onChange, placeholder = PICKER_TEXT.areaPlaceholder, ...frame }: InnerProps) {
  const anchor = useRef<HTMLDivElement>(null);
  const [open, setOpen] = useState(false);
  const [trail, setTrail] = useState<string[]>([]);
  const text = model ? model.text(value, ' / ') : '';

  const show = () => {
    if (frame.disabled || !model) return;
    setTrail(model.path(value));
    setOpen(true);
  };

  const pick = (depth: number, code: string) => {
    if (!model) return;
    const next = [...trail.slice(0, depth), code];
    setTrail(next);
    if (!model.hasChildren(code)) {
      emit(model, onChange, code);
      setOpen(false);
    }
  };

  const columns = model ? [AREA_ROOT, ...trail].filter((c) => model.hasChildren(c)).slice(0, 3) : [];
  return (
    <>
      <PickerField
        {...frame}
        dropDown={{ open, anchor }}
        dataValue={value ?? ''}
        text={text}
        clearable={!!value}
        onOpen={show}
        onClear={() => onChange?.('', [])}
        placeholder={placeholder}
        shownPlaceholder={model ? placeholder : PICKER_TEXT.loading}
      />
      <Popover open={open} anchorEl={anchor.current} onClose={() => setOpen(false)} anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}>
        <Box sx={{ display: 'flex' }}>
          {model &&
            columns.map((parent, depth) => (
              <List key={parent} dense role="listbox" aria-label={[PICKER_TEXT.province, PICKER_TEXT.city, PICKER_TEXT.district][depth]} sx={{ width: 170, maxHeight: 300, overflow: 'auto', borderRight: 1, borderColor: 'divider' }}>
                {model.children(parent).map((o) => (
                  <ListItemButton key={o.code} role="option" selected={trail[depth] === o.code} aria-selected={trail[depth] === o.code} onClick={() => pick(depth, o.code)}>
                    <ListItemText primary={o.name} />
                    {model.hasChildren(o.code) && <ChevronRight fontSize="small" />}
                  </ListItemButton>
                ))}
              </List>
            ))}
        </Box>
      </Popover>
    </>
  );
}

function AreaSelects({ model, value, onChange, disabled, label, error, helperText }: InnerProps) {
  const path = model ? model.path(value) : [];
  // The levels the user has chosen so far (a province alone is a valid value).
  const levels = [AREA_ROOT, ...path];
  const names = [PICKER_TEXT.province, PICKER_TEXT.city, PICKER_TEXT.district];
  const choose = (depth: number, code: string) => {
    if (!model) return;
    if (!code) {
      const up = path[depth - 1];
      if (up) emit(model, onChange, up);
      else onChange?.('', []);
      return;
    }
    emit(model, onChange, code);
  };
  return (
    <Box role="group" aria-label={typeof label === 'string' ? label : PICKER_TEXT.areaPlaceholder}>
      {label && (
        <Typography variant="body2" sx={{ mb: 0.5 }}>
          {label}
        </Typography>
      )}
      <Box sx={{ display: 'flex', gap: 1 }}>
        {names.map((levelName, depth) => {
          const parent = levels[depth];
          const options = model && parent ? model.children(parent) : [];
          return (
            <TextField
              key={levelName}
              select
              size="small"
              label={levelName}
              value={path[depth] ?? ''}
              disabled={disabled || !model || options.length === 0}
              error={error}
              onChange={(e) => choose(depth, e.target.value)}
              sx={{ minWidth: 140, flex: 1 }}
            >
              <MenuItem value="">
                <em>{PICKER_TEXT.placeholder}</em>
              </MenuItem>
              {options.map((o) => (
                <MenuItem key={o.code} value={o.code}>
                  {o.name}
                </MenuItem>
              ))}
            </TextField>
          );
        })}
      </Box>
      {helperText && (
        <Typography variant="caption" color={error ? 'error' : 'text.secondary'}>
          {helperText}
        </Typography>
      )}
    </Box>
  );
}
