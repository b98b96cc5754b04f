import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import { AQ_TEXT } from './messages';
import type { SavedQuery } from './types';

export interface SavedQueryListProps {
  queries: readonly SavedQuery[];
  selected?: string | null;
  onPick: (query: SavedQuery) => void;
  onRemove: (query: SavedQuery) => void;
}

/** The saved queries of this page: a click loads one into the form, the bin removes it. */
export function SavedQueryList({ queries, selected, onPick, onRemove }: SavedQueryListProps) {
  return (
    <Box component="section" aria-label={AQ_TEXT.savedTitle} sx={{ borderLeft: 1, borderColor: 'divider', pl: 2, minHeight: 160 }}>
      <Typography variant="subtitle2" sx={{ mb: 1 }}>
        {AQ_TEXT.savedTitle}
      </Typography>
      {queries.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {AQ_TEXT.savedEmpty}
        </Typography>
      ) : (
        <List dense disablePadding>
          {queries.map((q) => (
            <ListItem
              key={q.title}
              disablePadding
              secondaryAction={
                <IconButton edge="end" size="small" aria-label={AQ_TEXT.removeSaved(q.title)} onClick={() => onRemove(q)}>
                  <DeleteIcon fontSize="small" />
                </IconButton>
              }
            >
              <ListItemButton selected={selected === q.title} onClick={() => onPick(q)}>
                <ListItemText primary={q.title} secondary={q.matchType === 'or' ? 'OR' : 'AND'} />
              </ListItemButton>
            </ListItem>
          ))}
        </List>
      )}
    </Box>
  );
}
