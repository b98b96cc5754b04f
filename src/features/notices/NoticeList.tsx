import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { NOTICE_TEXT, priorityOf, type NoticeItem } from './notice-config';

interface Props {
  items: readonly NoticeItem[];
  onOpen(item: NoticeItem): void;
}

/** One tab of the bell: title, priority chip, send time; a click opens the notice. */
export function NoticeList({ items, onOpen }: Props) {
  if (items.length === 0) {
    return (
      <Typography variant="body2" color="text.secondary" sx={{ p: 3, textAlign: 'center' }}>
        {NOTICE_TEXT.empty}
      </Typography>
    );
  }
  return (
    <List dense disablePadding>
      {items.map((item) => {
        const priority = priorityOf(item.priority);
        return (
          <ListItemButton key={item.id} onClick={() => onOpen(item)} divider>
            <ListItemText
              primary={item.titile}
              secondary={item.sendTime ?? item.createTime ?? ''}
              slotProps={{ primary: { noWrap: true, title: item.titile } }}
            />
            {priority ? (
              <Chip
                size="small"
                label={priority.label}
                variant="outlined"
                sx={{ ml: 1, color: priority.color, borderColor: priority.color, flexShrink: 0 }}
                data-priority={item.priority}
              />
            ) : null}
          </ListItemButton>
        );
      })}
    </List>
  );
}
