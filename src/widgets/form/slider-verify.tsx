/**
 * Drag-slider verification: drag the handle to the end of the track to pass
 * (拖动滑块验证 → 验证通过). Pointer events cover mouse, touch and pen; the
 * handle is also a keyboard slider (arrows step, End jumps to the end).
 * Letting go before the end (or leaving the handle by keyboard) snaps back;
 * once passed it stays passed — only the owner can reset it through `value`.
 */
import { memo, useEffect, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import Box from '@mui/material/Box';
import CheckIcon from '@mui/icons-material/Check';
import KeyboardDoubleArrowRightIcon from '@mui/icons-material/KeyboardDoubleArrowRight';
import { FORM_MSG } from './messages';

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
const KEY_STEPS = 10;

export const SliderVerify = memo(function SliderVerify({ value, onChange, width = 300, height = 38, disabled = false, text = FORM_MSG.sliderIdle, successText = FORM_MSG.sliderDone }: SliderVerifyProps) {
  const [verified, setVerified] = useState(value ?? false);
  const [offset, setOffset] = useState(0);
  const drag = useRef<{ pointerId: number; startX: number } | null>(null);
  const [dragging, setDragging] = useState(false);
  const max = Math.max(width - HANDLE, 1);

  useEffect(() => {
    if (value === undefined) return;
    setVerified(value);
    if (!value) setOffset(0);
  }, [value]);

  const moveTo = (next: number) => {
    const clamped = Math.min(Math.max(next, 0), max);
    if (clamped >= max) {
      drag.current = null;
      setDragging(false);
      setOffset(max);
      setVerified(true);
      onChange?.(true);
      return;
    }
    setOffset(clamped);
  };

  const locked = verified || disabled;
  const shown = verified ? max : offset;

  const onPointerDown = (e: PointerEvent<HTMLDivElement>) => {
    if (locked || (e.pointerType === 'mouse' && e.button !== 0)) return;
    drag.current = { pointerId: e.pointerId, startX: e.clientX - offset };
    setDragging(true);
    // Capture keeps the drag alive when a fast pointer leaves the small handle.
    e.currentTarget.setPointerCapture?.(e.pointerId);
  };
  const onPointerMove = (e: PointerEvent<HTMLDivElement>) => {
    const d = drag.current;
    if (!d || d.pointerId !== e.pointerId || locked) return;
    moveTo(e.clientX - d.startX);
  };
  const release = (e: PointerEvent<HTMLDivElement>) => {
    if (!drag.current || drag.current.pointerId !== e.pointerId) return;
    drag.current = null;
    setDragging(false);
    if (!verified) setOffset(0);
  };

  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    if (locked) return;
    const step = max / KEY_STEPS;
    const moves: Record<string, number> = { ArrowRight: offset + step, ArrowUp: offset + step, ArrowLeft: offset - step, ArrowDown: offset - step, End: max, Home: 0 };
    if (!(e.key in moves)) return;
    e.preventDefault();
    moveTo(moves[e.key]);
  };

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
      <Box sx={{ position: 'absolute', inset: 0, width: shown + HANDLE / 2, bgcolor: 'success.light', transition: dragging ? 'none' : 'width .2s' }} />
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
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={release}
        onPointerCancel={release}
        onKeyDown={onKeyDown}
        onBlur={() => {
          if (!verified && !dragging) setOffset(0);
        }}
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
          '&:focus-visible': { outline: 2, outlineColor: 'primary.main', outlineOffset: -2 },
        }}
      >
        {verified ? <CheckIcon fontSize="small" /> : <KeyboardDoubleArrowRightIcon fontSize="small" />}
      </Box>
    </Box>
  );
});
