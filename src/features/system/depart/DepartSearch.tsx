import { useState } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { DEPART_TEXT as T } from './depart-config';

/** The tree's keyword search; an empty keyword shows the whole tree again. */
export function DepartSearch({ onSearch }: { onSearch: (keyWord: string) => void }) {
  const [keyWord, setKeyWord] = useState('');
  return (
    <Stack direction="row" spacing={1} component="form" sx={{ mb: 1 }} onSubmit={(e) => { e.preventDefault(); onSearch(keyWord); }}>
      <TextField size="small" fullWidth placeholder={T.searchPlaceholder} slotProps={{ htmlInput: { 'aria-label': T.searchPlaceholder } }} value={keyWord} onChange={(e) => setKeyWord(e.target.value)} />
      <Button type="submit" variant="outlined">{T.search}</Button>
    </Stack>
  );
}
