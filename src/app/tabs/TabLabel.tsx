import type { MouseEvent } from 'react';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import CloseIcon from '@mui/icons-material/Close';

/** A tab's title with its × (none when the tab cannot be closed). */
export function TabLabel({ title, onClose }: { title: string; onClose: (() => void) | null }) {
  return (
    <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}>
      <span>{title}</span>
      {onClose && (
        <IconButton
          component="span"
          size="small"
          tabIndex={-1}
          aria-label={`关闭 ${title}`}
          onClick={(e: MouseEvent) => {
            // Do not let the click also select the tab being closed.
            e.stopPropagation();
            onClose();
          }}
          sx={{ p: 0.25 }}
        >
          <CloseIcon sx={{ fontSize: 14 }} />
        </IconButton>
      )}
    </Box>
  );
}
