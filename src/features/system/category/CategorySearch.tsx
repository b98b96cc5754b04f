import { useState, type FormEvent } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';

export type CategoryFilter = { name: string; code: string };
export const NO_CATEGORY_FILTER: CategoryFilter = { name: '', code: '' };

/** The 名称 / 编码 search of 分类字典: 查询 applies what was typed, 重置 clears it. */
export function CategorySearch({ onSearch, onReset }: { onSearch: (filter: CategoryFilter) => void; onReset: () => void }) {
  const [draft, setDraft] = useState<CategoryFilter>(NO_CATEGORY_FILTER);
  const search = (e: FormEvent) => {
    e.preventDefault();
    onSearch(draft);
  };
  return (
    <Stack component="form" role="search" direction="row" spacing={2} sx={{ mb: 2, flexWrap: 'wrap' }} onSubmit={search}>
      <TextField size="small" label="名称" value={draft.name} onChange={(e) => setDraft({ ...draft, name: e.target.value })} />
      <TextField size="small" label="编码" value={draft.code} onChange={(e) => setDraft({ ...draft, code: e.target.value })} />
      <Button type="submit" variant="contained">
        查询
      </Button>
      <Button
        onClick={() => {
          setDraft(NO_CATEGORY_FILTER);
          onReset();
        }}
      >
        重置
      </Button>
    </Stack>
  );
}
