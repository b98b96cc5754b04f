import { useRef, useState } from 'react';
import { useLocation } from 'wouter';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import FilterIcon from '@mui/icons-material/FilterAlt';
import type { SuperQueryCondition } from '@/api/envelope';
import { notify } from '@/ui/notify';
import { useConfirm } from '@/ui/dialogs/confirm';
import { ConditionRow } from './ConditionRow';
import { isEmptyQuery, loadSavedQueries, newRecord, storeSavedQueries, toParams, toSavedQuery, upsertSavedQuery } from './conditions';
import { AQ_TEXT } from './messages';
import { SavedQueryList } from './SavedQueryList';
import { SaveNamePrompt } from './SaveNamePrompt';
import type { ConditionRecord, MatchType, SavedQuery, SuperQueryField } from './types';

export interface AdvancedQueryProps {
  fields: readonly SuperQueryField[];
  /** Called with the conditions to apply; an empty list means "no advanced query". */
  onSearch: (params: SuperQueryCondition[], matchType: MatchType) => void;
  /** Whether a query is applied (the button's active flag); defaults to what this widget last emitted. */
  active?: boolean;
  /** Saved queries are stored per page: `JSuperQuerySaved_<saveCode>`, default the current path. */
  saveCode?: string;
  width?: number;
  disabled?: boolean;
  /** Conditions the form starts with (stories, deep links); applied only by 查询. */
  initialConditions?: ConditionRecord[];
  initialMatchType?: MatchType;
  /** Start with the dialog open (stories). */
  defaultOpen?: boolean;
}

interface Row {
  key: number;
  record: ConditionRecord;
}

/**
 * The advanced query (JSuperQuery): a button that shows when a query is in
 * force, and a 1000 px dialog with condition rows, AND/OR, 查询 / 重置, and
 * queries saved per page in localStorage. The conditions stay while the page
 * lives, so reopening shows what is applied.
 */
export function AdvancedQuery({ fields, onSearch, active, saveCode, width = 1000, disabled, initialConditions, initialMatchType = 'and', defaultOpen = false }: AdvancedQueryProps) {
  const [location] = useLocation();
  const code = saveCode ?? location;
  const confirm = useConfirm();
  const seq = useRef(0);
  const row = (record: ConditionRecord): Row => ({ key: (seq.current += 1), record });

  const [open, setOpen] = useState(defaultOpen);
  const [rows, setRows] = useState<Row[]>(() => (initialConditions?.length ? initialConditions.map((c) => row({ ...c })) : [row(newRecord())]));
  const [matchType, setMatchType] = useState<MatchType>(initialMatchType);
  const [emitted, setEmitted] = useState(false);
  const [saved, setSaved] = useState<SavedQuery[]>(() => loadSavedQueries(code));
  const [picked, setPicked] = useState<string | null>(null);
  const [prompting, setPrompting] = useState(false);
  const isActive = active ?? emitted;
  const records = rows.map((r) => r.record);

  const emit = (params: SuperQueryCondition[], type: MatchType) => {
    setEmitted(params.length > 0);
    onSearch(params, type);
  };

  const openDialog = () => {
    setSaved(loadSavedQueries(code));
    setOpen(true);
  };

  const search = () => {
    if (isEmptyQuery(records)) {
      notify.warning(AQ_TEXT.emptySearch);
      return;
    }
    emit(toParams(records), matchType);
    setOpen(false);
  };

  const reset = () => {
    setRows([row(newRecord())]);
    setPicked(null);
    emit([], matchType);
  };

  const startSave = () => {
    if (isEmptyQuery(records)) notify.warning(AQ_TEXT.emptySave);
    else setPrompting(true);
  };

  const save = async (title: string) => {
    const current = loadSavedQueries(code);
    if (current.some((q) => q.title === title)) {
      const overwrite = await confirm({ title: AQ_TEXT.overwrite(title) });
      if (!overwrite) return;
    }
    const next = upsertSavedQuery(current, toSavedQuery(title, matchType, records));
    storeSavedQueries(code, next);
    setSaved(next);
    setPicked(title);
    setPrompting(false);
    notify.success(AQ_TEXT.saved);
  };

  const pick = (query: SavedQuery) => {
    setPicked(query.title);
    setMatchType(query.matchType === 'or' ? 'or' : 'and');
    setRows(query.records.length > 0 ? query.records.map((r) => row({ ...r })) : [row(newRecord())]);
  };

  const removeSaved = async (query: SavedQuery) => {
    if (!(await confirm({ title: AQ_TEXT.removeSavedTitle, content: query.title }))) return;
    const next = loadSavedQueries(code).filter((q) => q.title !== query.title);
    storeSavedQueries(code, next);
    setSaved(next);
    if (picked === query.title) setPicked(null);
  };

  const update = (key: number, record: ConditionRecord) => setRows((rs) => rs.map((r) => (r.key === key ? { key, record } : r)));
  const addAfter = (index: number) => setRows((rs) => [...rs.slice(0, index + 1), row(newRecord()), ...rs.slice(index + 1)]);
  const remove = (key: number) => setRows((rs) => rs.filter((r) => r.key !== key));

  const button = (
    <Button variant={isActive ? 'contained' : 'outlined'} startIcon={<FilterIcon />} onClick={openDialog} disabled={disabled} aria-pressed={isActive}>
      {AQ_TEXT.button}
    </Button>
  );

  return (
    <>
      {isActive ? (
        <Tooltip
          title={
            <span>
              {AQ_TEXT.activeTip}
              {' | '}
              <Link component="button" color="inherit" onClick={reset}>
                {AQ_TEXT.clear}
              </Link>
            </span>
          }
        >
          <Badge color="warning" variant="dot">
            {button}
          </Badge>
        </Tooltip>
      ) : (
        button
      )}
      <Dialog open={open} onClose={() => setOpen(false)} maxWidth={false} aria-labelledby="aq-title" slotProps={{ paper: { sx: { width, maxWidth: '95vw' } } }}>
        <DialogTitle id="aq-title">{AQ_TEXT.title}</DialogTitle>
        <DialogContent dividers>
          <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '3fr 1fr' }, gap: 2 }}>
            <Box sx={{ display: 'grid', gap: 1.5, alignContent: 'start' }}>
              <TextField select size="small" label={AQ_TEXT.matchLabel} value={matchType} onChange={(e) => setMatchType(e.target.value as MatchType)} sx={{ maxWidth: 320 }}>
                <MenuItem value="and">{AQ_TEXT.matchAnd}</MenuItem>
                <MenuItem value="or">{AQ_TEXT.matchOr}</MenuItem>
              </TextField>
              {rows.length === 0 ? (
                <Box sx={{ py: 3, textAlign: 'center' }}>
                  <Typography color="text.secondary">{AQ_TEXT.noConditions}</Typography>
                  <Button onClick={() => setRows([row(newRecord())])}>{AQ_TEXT.addCondition}</Button>
                </Box>
              ) : (
                rows.map((r, i) => (
                  <ConditionRow key={r.key} index={i} record={r.record} fields={fields} onChange={(rec) => update(r.key, rec)} onAddAfter={() => addAfter(i)} onRemove={() => remove(r.key)} />
                ))
              )}
            </Box>
            <SavedQueryList queries={saved} selected={picked} onPick={pick} onRemove={(q) => void removeSaved(q)} />
          </Box>
        </DialogContent>
        <DialogActions sx={{ justifyContent: 'space-between' }}>
          <Button onClick={startSave}>{AQ_TEXT.save}</Button>
          <Box sx={{ display: 'flex', gap: 1 }}>
            <Button onClick={reset}>{AQ_TEXT.reset}</Button>
            <Button onClick={() => setOpen(false)}>{AQ_TEXT.close}</Button>
            <Button variant="contained" onClick={search}>
              {AQ_TEXT.search}
            </Button>
          </Box>
        </DialogActions>
      </Dialog>
      <SaveNamePrompt open={prompting} onCancel={() => setPrompting(false)} onSubmit={(name) => void save(name)} />
    </>
  );
}
