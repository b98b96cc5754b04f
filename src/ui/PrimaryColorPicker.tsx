import Box from '@mui/material/Box';
import Tooltip from '@mui/material/Tooltip';
import CheckIcon from '@mui/icons-material/Check';
import { PRIMARY_COLORS } from '@/ui/display-settings';

/**
 * The primary colour swatches of 系统设置 and 个性化设置 (one display setting, one control): a group
 * named by `label`, the chosen swatch pressed and ticked, a focus ring for the keyboard.
 */
export function PrimaryColorPicker({ value, onChange, label }: { value: string; onChange: (color: string) => void; label: string }) {
  return (
    <Box role="group" aria-label={label} sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
      {PRIMARY_COLORS.map(({ name, color }) => {
        const selected = value.toUpperCase() === color;
        return (
          <Tooltip key={color} title={name}>
            <Box
              component="button"
              type="button"
              aria-label={name}
              aria-pressed={selected}
              onClick={() => onChange(color)}
              sx={{
                width: 24,
                height: 24,
                p: 0,
                border: 0,
                borderRadius: 0.5,
                bgcolor: color,
                color: '#fff',
                cursor: 'pointer',
                display: 'inline-flex',
                alignItems: 'center',
                justifyContent: 'center',
                '&:focus-visible': { outline: '2px solid', outlineColor: 'text.primary', outlineOffset: 2 },
              }}
            >
              {selected && <CheckIcon sx={{ fontSize: 16 }} />}
            </Box>
          </Tooltip>
        );
      })}
    </Box>
  );
}
