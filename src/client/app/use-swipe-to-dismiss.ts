import { useRef, useState, type CSSProperties, type PointerEvent } from 'react';

/** How far a toast must be dragged sideways to go; short of it, it comes back into place. */
export const SWIPE_THRESHOLD_PX = 45;

type Drag = { pointerId: number; startX: number };

/**
 * Lets a toast be dragged sideways with a mouse, a pen or a finger (pointer events cover the three), and dismissed
 * when let go at least 45 px from where it was taken, whatever the speed; shorter, it snaps back. A press on a button
 * of the toast is left to the button, so its click still lands.
 */
export function useSwipeToDismiss(onDismiss: () => void, enabled: boolean) {
  const drag = useRef<Drag | null>(null);
  const [offset, setOffset] = useState(0);
  const [dragging, setDragging] = useState(false);

  const end = (event: PointerEvent<HTMLElement>, dismissed: boolean) => {
    if (drag.current?.pointerId !== event.pointerId) return;
    const distance = event.clientX - drag.current.startX;
    drag.current = null;
    setDragging(false);
    if (dismissed && Math.abs(distance) >= SWIPE_THRESHOLD_PX) onDismiss();
    else setOffset(0);
  };

  const handlers = {
    onPointerDown: (event: PointerEvent<HTMLElement>) => {
      // One finger or button at a time: a second one pressed during a drag is left alone.
      if (!enabled || drag.current || event.button !== 0) return;
      if ((event.target as Element).closest('button, a')) return;
      drag.current = { pointerId: event.pointerId, startX: event.clientX };
      // The toast keeps the pointer when it leaves the toast's box, as a drag does. A pointer the browser does not
      // know as active (an event made by a script) cannot be captured: the drag goes on without it.
      try {
        event.currentTarget.setPointerCapture?.(event.pointerId);
      } catch {
        // Nothing to capture.
      }
      setDragging(true);
    },
    onPointerMove: (event: PointerEvent<HTMLElement>) => {
      if (drag.current?.pointerId === event.pointerId) setOffset(event.clientX - drag.current.startX);
    },
    onPointerUp: (event: PointerEvent<HTMLElement>) => end(event, true),
    onPointerCancel: (event: PointerEvent<HTMLElement>) => end(event, false),
  };

  const style: CSSProperties = {
    transform: offset ? `translateX(${offset}px)` : undefined,
    opacity: offset ? Math.max(0.4, 1 - Math.abs(offset) / (SWIPE_THRESHOLD_PX * 4)) : undefined,
    transition: dragging ? 'none' : 'transform 200ms ease-out, opacity 200ms ease-out',
    // A finger moving sideways drags the toast; moving up or down still scrolls the page.
    touchAction: enabled ? 'pan-y' : undefined,
    userSelect: dragging ? 'none' : undefined,
    cursor: enabled ? (dragging ? 'grabbing' : 'grab') : undefined,
  };

  return { handlers, style };
}
