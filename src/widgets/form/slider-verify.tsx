/**
 * Drag-slider verification: drag the handle to the end of the track to pass
 * (拖动滑块验证 → 验证通过). Pointer events cover mouse, touch and pen; the
 * handle is also a keyboard slider (arrows step, End jumps to the end).
 * Letting go before the end (or leaving the handle by keyboard) snaps back;
 * once passed it stays passed — only the owner can reset it through `value`.
 */
import { memo } from 'react';
import Box from '@mui/material/Box';
import CheckIcon from '@mui/icons-material/Check';
import KeyboardDoubleArrowRightIcon from '@mui/icons-material/KeyboardDoubleArrowRight';
import { REDUCED_MOTION } from '@/ui/motion';
import { FORM_MSG } from './messages';
import { useSliderDrag } from './use-slider-drag';

export interface SliderVerifyProps {
  /** Controlled state; leave undefined to let the widget keep it. */
  value?: boolean;
  onChange?: (verified: boolean) => void;
  /** Track width in px (the drag distance is computed from it, not measured). */
  width?: number;
  height?: number;
  disabled?: boolean;
  text?: string;
  successText?: string;
}

const HANDLE = 40;

export const SliderVerify = memo(function SliderVerify({ value, onChange, width = 300, height = 38, disabled = false, text = FORM_MSG.sliderIdle, successText = FORM_MSG.sliderDone }: SliderVerifyProps) {
  const max = Math.max(width - HANDLE, 1);
  const { verified, dragging, locked, shown, handlers } = useSliderDrag({ value, onChange, max, disabled });

  return (
    <Box
      data-verified={verified || undefined}
      sx={{
        position: 'relative',
        width,
        height,
        borderRadius: 1,
        bgcolor: 'action.hover',
        border: 1,
        borderColor: 'divider',
        overflow: 'hidden',
        userSelect: 'none',
        opacity: disabled ? 0.6 : 1,
      }}
    >
      <Box sx={{ position: 'absolute', inset: 0, width: shown + HANDLE / 2, bgcolor: 'success.light', transition: dragging ? 'none' : 'width .2s', [REDUCED_MOTION]: { transition: 'none' } }} />
      <Box
        role="status"
        aria-live="polite"
        sx={{ position: 'absolute', inset: 0, display: 'flex', alignItems: 'center', justifyContent: 'center', fontSize: 14, color: verified ? 'common.white' : 'text.secondary', pl: verified ? 0 : `${HANDLE}px` }}
      >
        {verified ? successText : text}
      </Box>
      <Box
        role="slider"
        tabIndex={disabled ? -1 : 0}
        aria-label={text}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={Math.round((shown / max) * 100)}
        aria-valuetext={verified ? successText : text}
        aria-disabled={disabled || undefined}
        aria-readonly={verified || undefined}
        {...handlers}
        sx={{
          position: 'absolute',
          top: 0,
          left: shown,
          width: HANDLE,
          height: '100%',
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'center',
          bgcolor: 'background.paper',
          borderRight: 1,
          borderColor: 'divider',
          color: verified ? 'success.main' : 'text.secondary',
          cursor: locked ? 'default' : 'grab',
          touchAction: 'none',
          transition: dragging ? 'none' : 'left .2s',
          [REDUCED_MOTION]: { transition: 'none' },
          '&:focus-visible': { outline: 2, outlineColor: 'primary.main', outlineOffset: -2 },
        }}
      >
        {verified ? <CheckIcon fontSize="small" /> : <KeyboardDoubleArrowRightIcon fontSize="small" />}
      </Box>
    </Box>
  );
});
