import { useEffect, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';

const KEY_STEPS = 10;

export interface SliderDragOptions {
  /** Controlled state; undefined lets the slider keep it. */
  value: boolean | undefined;
  onChange: ((verified: boolean) => void) | undefined;
  /** The handle's travel in px: reaching it verifies. */
  max: number;
  disabled: boolean;
}

/**
 * The verification slider's state: the handle follows the pointer or the
 * keys; reaching the end verifies for good, letting go (or leaving the handle)
 * before it snaps back.
 */
export function useSliderDrag({ value, onChange, max, disabled }: SliderDragOptions) {
  const [verified, setVerified] = useState(value ?? false);
  const [offset, setOffset] = useState(0);
  const drag = useRef<{ pointerId: number; startX: number } | null>(null);
  const [dragging, setDragging] = useState(false);

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

  const onBlur = () => {
    if (!verified && !dragging) setOffset(0);
  };

  return { verified, dragging, locked, shown: verified ? max : offset, handlers: { onPointerDown, onPointerMove, onPointerUp: release, onPointerCancel: release, onKeyDown, onBlur } };
}
