/**
 * Header menu search. Pass the whole menu tree (`toMenuEntries(menu)`); the search offers
 * `searchableEntries` and matches titles, pinyin initials and full pinyin. Picking calls
 * `onPick(entry)`: the caller opens external entries in a new tab and routes to the rest
 * (iframe entries included). On mobile it is a button opening a dialog titled 搜索菜单.
 */
import { useEffect, useMemo, useState } from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import SearchIcon from '@mui/icons-material/Search';
import { parentTitles, searchableEntries, type MenuEntry } from '@/session/menu-model';

type Matcher = typeof import('./match');

/**
 * The pinyin dictionary is ~140 kB gzipped: it loads once the search is wanted (focused or given a
 * query), so that it does not compete with the first screen's chunks and calls after sign-in;
 * until it arrives the search matches titles only.
 */
function usePinyinMatcher(wanted: boolean): Matcher | null {
  const [matcher, setMatcher] = useState<Matcher | null>(null);
  useEffect(() => {
    if (!wanted) return;
    let live = true;
    void import('./match').then((m) => live && setMatcher(m));
    return () => {
      live = false;
    };
  }, [wanted]);
  return matcher;
}

export const MENU_SEARCH_TITLE = '搜索菜单';
export const MENU_SEARCH_EMPTY = '没有查询到任何数据';

export interface MenuSearchProps {
  /** The menu tree. */
  entries: MenuEntry[];
  onPick: (entry: MenuEntry) => void;
  /** Render a search button that opens a dialog (small screens). */
  mobile?: boolean;
  /** Start with this text typed and the list open (stories, tests). */
  initialQuery?: string;
  /** Width of the inline field on desktop. */
  width?: number;
}

interface FieldProps {
  entries: MenuEntry[];
  onPick: (entry: MenuEntry) => void;
  initialQuery?: string;
  autoFocus?: boolean;
  width?: number | string;
}

function MenuSearchField({ entries, onPick, initialQuery = '', autoFocus, width }: FieldProps) {
  const [wanted, setWanted] = useState(initialQuery !== '' || autoFocus === true);
  const matcher = usePinyinMatcher(wanted);
  const options = useMemo(() => searchableEntries(entries), [entries]);
  const index = useMemo(() => matcher?.buildSearchIndex(options, (e) => e.title) ?? null, [matcher, options]);
  const trails = useMemo(() => parentTitles(entries), [entries]);
  const [input, setInput] = useState(initialQuery);
  const [open, setOpen] = useState(initialQuery !== '');

  return (
    <Autocomplete<MenuEntry, false, false, false>
      sx={{ width }}
      size="small"
      open={open}
      onOpen={() => {
        setWanted(true);
        setOpen(true);
      }}
      onFocus={() => setWanted(true)}
      onClose={() => setOpen(false)}
      options={index ? index.map((i) => i.item) : options}
      // Every option when nothing is typed, like the Vue console's select.
      filterOptions={(all, { inputValue }) => {
        const q = inputValue.trim();
        if (!q) return all;
        if (matcher && index) return matcher.search(index, q).map((h) => h.item);
        return all.filter((e) => e.title.toLowerCase().includes(q.toLowerCase()));
      }}
      getOptionLabel={(e) => e.title}
      getOptionKey={(e) => e.key}
      isOptionEqualToValue={(a, b) => a.key === b.key}
      value={null}
      inputValue={input}
      onInputChange={(_e, value, reason) => {
        // Keep the typed text when the list closes on blur; reset happens after a pick.
        if (reason !== 'reset') setInput(value);
      }}
      onChange={(_e, entry) => {
        if (!entry) return;
        setInput('');
        setOpen(false);
        onPick(entry);
      }}
      autoHighlight
      openOnFocus
      noOptionsText={MENU_SEARCH_EMPTY}
      renderOption={(props, entry) => {
        const { key, ...rest } = props;
        const trail = trails.get(entry.key) ?? [];
        return (
          <li key={key} {...rest}>
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, width: '100%' }}>
              <Box sx={{ flex: 1, minWidth: 0 }}>
                <Typography variant="body2" noWrap>
                  {entry.title}
                </Typography>
                {trail.length > 0 && (
                  <Typography variant="caption" color="text.secondary" noWrap component="div">
                    {trail.join(' / ')}
                  </Typography>
                )}
              </Box>
              {entry.external && <OpenInNewIcon fontSize="inherit" color="action" aria-hidden />}
            </Box>
          </li>
        );
      }}
      renderInput={(params) => (
        <TextField
          {...params}
          autoFocus={autoFocus}
          placeholder={MENU_SEARCH_TITLE}
          slotProps={{
            ...params.slotProps,
            input: {
              ...params.slotProps.input,
              startAdornment: (
                <InputAdornment position="start">
                  <SearchIcon fontSize="small" />
                </InputAdornment>
              ),
            },
            htmlInput: { ...params.slotProps.htmlInput, 'aria-label': MENU_SEARCH_TITLE },
          }}
        />
      )}
    />
  );
}

export function MenuSearch({ entries, onPick, mobile = false, initialQuery, width = 220 }: MenuSearchProps) {
  const [dialogOpen, setDialogOpen] = useState(false);

  if (!mobile) return <MenuSearchField entries={entries} onPick={onPick} initialQuery={initialQuery} width={width} />;

  return (
    <>
      <IconButton aria-label={MENU_SEARCH_TITLE} onClick={() => setDialogOpen(true)} color="inherit">
        <SearchIcon />
      </IconButton>
      <Dialog open={dialogOpen} onClose={() => setDialogOpen(false)} fullWidth maxWidth="xs">
        <DialogTitle>{MENU_SEARCH_TITLE}</DialogTitle>
        <DialogContent sx={{ pt: 1, pb: 3 }}>
          <MenuSearchField
            entries={entries}
            autoFocus
            width="100%"
            initialQuery={initialQuery}
            onPick={(entry) => {
              setDialogOpen(false);
              onPick(entry);
            }}
          />
        </DialogContent>
      </Dialog>
    </>
  );
}

export default MenuSearch;
