import { useState } from 'react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import TextField from '@mui/material/TextField';
import AddIcon from '@mui/icons-material/Add';
import { warnFailure } from '@/widgets/feedback';

export const TAG_TEXT = {
  title: '标签',
  add: '新标签',
  placeholder: '输入后回车',
  tooLong: '标签最长20个字符',
  duplicate: '标签已存在',
} as const;

const MAX_LENGTH = 20;

interface Props {
  tags: string[];
  /** Saves the whole list; resolves with what the server kept. */
  onSave: (tags: string[]) => Promise<string[]>;
}

/** The user's tags: remove with the chip's delete, add with 新标签 → type → Enter. */
export function TagEditor({ tags: initial, onSave }: Props) {
  const [tags, setTags] = useState(initial);
  const [adding, setAdding] = useState(false);
  const [draft, setDraft] = useState('');
  const [error, setError] = useState<string | null>(null);

  const save = async (next: string[]) => {
    const before = tags;
    setTags(next);
    try {
      setTags(await onSave(next));
    } catch (e) {
      setTags(before);
      warnFailure(e);
    }
  };

  const commit = () => {
    const tag = draft.trim();
    if (!tag) {
      setAdding(false);
      setError(null);
      return;
    }
    if (tag.length > MAX_LENGTH) return setError(TAG_TEXT.tooLong);
    if (tags.includes(tag)) return setError(TAG_TEXT.duplicate);
    setDraft('');
    setError(null);
    setAdding(false);
    void save([...tags, tag]);
  };

  return (
    <Box role="group" aria-label={TAG_TEXT.title} sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
      {tags.map((tag) => (
        <Chip key={tag} label={tag} size="small" onDelete={() => void save(tags.filter((t) => t !== tag))} />
      ))}
      {adding ? (
        <TextField
          autoFocus
          size="small"
          label={TAG_TEXT.add}
          placeholder={TAG_TEXT.placeholder}
          value={draft}
          error={!!error}
          helperText={error ?? undefined}
          onChange={(e) => setDraft(e.target.value)}
          onBlur={commit}
          onKeyDown={(e) => {
            if (e.key === 'Enter') {
              e.preventDefault();
              commit();
            } else if (e.key === 'Escape') {
              setDraft('');
              setError(null);
              setAdding(false);
            }
          }}
          sx={{ width: 160 }}
        />
      ) : (
        <Chip icon={<AddIcon />} label={TAG_TEXT.add} size="small" variant="outlined" onClick={() => setAdding(true)} />
      )}
    </Box>
  );
}
