/**
 * Toolbar: add (with its settings popover), remove and clear selection (only
 * with a selection; clear only when some rows are disabled), collapse/expand.
 */
import { memo, useState, useSyncExternalStore } from 'react';
import Button from '@mui/material/Button';
import ButtonGroup from '@mui/material/ButtonGroup';
import IconButton from '@mui/material/IconButton';
import Popover from '@mui/material/Popover';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import FormControlLabel from '@mui/material/FormControlLabel';
import Checkbox from '@mui/material/Checkbox';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import ClearAllIcon from '@mui/icons-material/ClearAll';
import SettingsIcon from '@mui/icons-material/Settings';
import UnfoldLessIcon from '@mui/icons-material/UnfoldLess';
import UnfoldMoreIcon from '@mui/icons-material/UnfoldMore';
import type { ReactNode } from 'react';
import { clampSettings, type AddSettings } from './add-settings';
import type { TableStore } from './store';
import { ET_TEXT } from './messages';

export interface TableToolbarProps {
  /** The toolbar subscribes to the selection count itself, so selecting never re-renders the table. */
  store: TableStore;
  showAdd: boolean;
  showRemove: boolean;
  showClear: boolean;
  showCollapse: boolean;
  collapsed: boolean;
  disabled: boolean;
  settings: AddSettings;
  onSettings(s: AddSettings): void;
  onAdd(): void;
  onRemove(): void;
  onToggleCollapse(): void;
  children?: ReactNode;
}

function SettingsPopover({ anchor, onClose, settings, rowCount, onSave }: { anchor: HTMLElement; onClose(): void; settings: AddSettings; rowCount: number; onSave(s: AddSettings): void }) {
  const [draft, setDraft] = useState({ count: String(settings.count), position: String(settings.position), scroll: settings.scroll });
  const save = () => {
    onSave(clampSettings({ count: Number(draft.count), position: Number(draft.position), scroll: draft.scroll }, rowCount));
    onClose();
  };
  return (
    <Popover open anchorEl={anchor} onClose={onClose} anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}>
      <Stack spacing={1.5} sx={{ p: 2, width: 220 }} component="form" noValidate onSubmit={(e) => (e.preventDefault(), save())}>
        <Typography variant="subtitle2">{ET_TEXT.addSettings}</Typography>
        <TextField
          size="small"
          type="number"
          label={ET_TEXT.addCount}
          value={draft.count}
          onChange={(e) => setDraft({ ...draft, count: e.target.value })}
          slotProps={{ htmlInput: { min: 1 } }}
        />
        <TextField
          size="small"
          type="number"
          label={ET_TEXT.addPosition}
          helperText={ET_TEXT.addPositionHint}
          value={draft.position}
          onChange={(e) => setDraft({ ...draft, position: e.target.value })}
          slotProps={{ htmlInput: { min: 0, max: rowCount } }}
        />
        <FormControlLabel control={<Checkbox size="small" checked={draft.scroll} onChange={(e) => setDraft({ ...draft, scroll: e.target.checked })} />} label={ET_TEXT.addScroll} />
        <Button type="submit" variant="contained" size="small">
          {ET_TEXT.ok}
        </Button>
      </Stack>
    </Popover>
  );
}

export const TableToolbar = memo(function TableToolbar(props: TableToolbarProps) {
  const { store, showAdd, showRemove, showClear, showCollapse, collapsed, disabled, settings } = props;
  const { selectedCount, rowCount, hasDisabled } = useSyncExternalStore(store.subscribeMeta, store.getMeta, store.getMeta);
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const selected = selectedCount > 0;
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1, minHeight: 32, flexWrap: 'wrap' }} role="toolbar">
      {showAdd ? (
        <ButtonGroup size="small" variant="contained" disabled={disabled}>
          <Button startIcon={<AddIcon />} onClick={props.onAdd}>
            {ET_TEXT.add}
          </Button>
          <Button aria-label={ET_TEXT.addSettings} onClick={(e) => setAnchor(e.currentTarget)} sx={{ px: 0.5, minWidth: 0 }}>
            <SettingsIcon fontSize="small" />
          </Button>
        </ButtonGroup>
      ) : null}
      {showRemove && selected ? (
        <Button size="small" color="error" variant="outlined" startIcon={<DeleteIcon />} disabled={disabled} onClick={props.onRemove}>
          {ET_TEXT.remove}
        </Button>
      ) : null}
      {showClear && selected && hasDisabled ? (
        <Button size="small" variant="outlined" startIcon={<ClearAllIcon />} onClick={() => store.clearSelection()}>
          {ET_TEXT.clearSelection}
        </Button>
      ) : null}
      {props.children}
      <span style={{ flex: 1 }} />
      {showCollapse ? (
        <IconButton size="small" aria-label={collapsed ? ET_TEXT.expand : ET_TEXT.collapse} aria-expanded={!collapsed} onClick={props.onToggleCollapse}>
          {collapsed ? <UnfoldMoreIcon fontSize="small" /> : <UnfoldLessIcon fontSize="small" />}
        </IconButton>
      ) : null}
      {anchor ? <SettingsPopover anchor={anchor} onClose={() => setAnchor(null)} settings={settings} rowCount={rowCount} onSave={props.onSettings} /> : null}
    </Stack>
  );
});
