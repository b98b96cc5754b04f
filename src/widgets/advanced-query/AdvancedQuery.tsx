import { useState } from 'react';
import { useLocation } from 'wouter';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { SuperQueryCondition } from '@/api/envelope';
import { notify } from '@/ui/notify';
import { ConditionRow } from './ConditionRow';
import { isEmptyQuery, toParams, toSavedQuery } from './conditions';
import { AQ_TEXT } from './messages';
import { SavedQueryList } from './SavedQueryList';
import { SaveNamePrompt } from './SaveNamePrompt';
import { AdvancedQueryButton } from './AdvancedQueryButton';
import { useConditionRows } from './use-condition-rows';
import { useSavedQueries } from './use-saved-queries';
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

/**
 * The advanced query (JSuperQuery): a button that shows when a query is in
 * force, and a 1000 px dialog with condition rows, AND/OR, 查询 / 重置, and
 * queries saved per page in localStorage. The conditions stay while the page
 * lives, so reopening shows what is applied.
 */
export function AdvancedQuery({ fields, onSearch, active, saveCode, width = 1000, disabled, initialConditions, initialMatchType = 'and', defaultOpen = false }: AdvancedQueryProps) {
  const [location] = useLocation();
  const code = saveCode ?? location;
  const conditions = useConditionRows(initialConditions);
  const { rows, records } = conditions;
  const queries = useSavedQueries(code);

  const [open, setOpen] = useState(defaultOpen);
  const [matchType, setMatchType] = useState<MatchType>(initialMatchType);
  const [emitted, setEmitted] = useState(false);
  const [prompting, setPrompting] = useState(false);
  const isActive = active ?? emitted;

  const emit = (params: SuperQueryCondition[], type: MatchType) => {
    setEmitted(params.length > 0);
    onSearch(params, type);
  };

  const openDialog = () => {
    queries.reload();
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
    conditions.clear();
    queries.setPicked(null);
    emit([], matchType);
  };

  const startSave = () => {
    if (isEmptyQuery(records)) notify.warning(AQ_TEXT.emptySave);
    else setPrompting(true);
  };

  const save = async (title: string) => {
    if (!(await queries.save(toSavedQuery(title, matchType, records)))) return;
    setPrompting(false);
    notify.success(AQ_TEXT.saved);
  };

  const pick = (query: SavedQuery) => {
    queries.setPicked(query.title);
    setMatchType(query.matchType === 'or' ? 'or' : 'and');
    conditions.replace(query.records);
  };

  return (
    <>
      <AdvancedQueryButton active={isActive} disabled={disabled} onOpen={openDialog} onClear={reset} />
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
                  <Button onClick={conditions.clear}>{AQ_TEXT.addCondition}</Button>
                </Box>
              ) : (
                rows.map((r, i) => (
                  <ConditionRow key={r.key} index={i} record={r.record} fields={fields} onChange={(rec) => conditions.update(r.key, rec)} onAddAfter={() => conditions.addAfter(i)} onRemove={() => conditions.remove(r.key)} />
                ))
              )}
            </Box>
            <SavedQueryList queries={queries.saved} selected={queries.picked} onPick={pick} onRemove={(q) => void queries.remove(q)} />
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
