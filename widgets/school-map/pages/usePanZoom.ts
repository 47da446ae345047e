/**
 * Pan and zoom of the campus plan by CSS transform: drag with a pointer (mouse, pen or one finger), pinch
 * with two, the wheel, or the buttons. The plan never leaves its frame: it is at least the frame's size
 * and its edges stop at the frame's. A drag that moved is not a click, so a marker is chosen only by a tap.
 */
import { useEffect, useRef, useState, type PointerEvent as ReactPointerEvent, type RefObject } from 'react';

export const MIN_ZOOM = 1;
export const MAX_ZOOM = 4;
/** A pointer moving less than this is a tap, not a drag. */
const DRAG_THRESHOLD_PX = 5;

export interface View {
  scale: number;
  x: number;
  y: number;
}

const clampScale = (scale: number) => Math.min(MAX_ZOOM, Math.max(MIN_ZOOM, scale));

/** The frame's size in pixels (none before it is drawn). */
const sizeOf = (element: HTMLElement | null) => ({ width: element?.clientWidth ?? 0, height: element?.clientHeight ?? 0 });

/** `view` zoomed by `factor` around the frame point (px, py), kept in the frame. */
function zoomAt(v: View, factor: number, px: number, py: number, width: number, height: number): View {
  const scale = clampScale(v.scale * factor);
  const ratio = scale / v.scale;
  return contain({ scale, x: px - (px - v.x) * ratio, y: py - (py - v.y) * ratio }, width, height);
}

/** Keeps the scaled plan covering the frame of `width` × `height`. */
function contain(view: View, width: number, height: number): View {
  const clamp = (value: number, size: number) => Math.min(0, Math.max(size - size * view.scale, value));
  return { scale: view.scale, x: clamp(view.x, width), y: clamp(view.y, height) };
}

/**
 * @param focus a point of the plan, as fractions of its width and height, to centre (a chosen building).
 */
export function usePanZoom(frame: RefObject<HTMLDivElement | null>, focus?: { fx: number; fy: number }) {
  const [view, setView] = useState<View>({ scale: 1, x: 0, y: 0 });
  const pointers = useRef(new Map<number, { x: number; y: number }>());
  const drag = useRef<{ startX: number; startY: number; moved: boolean; spread?: number }>(undefined);

  /** Zooms by `factor` around the frame point (cx, cy), the frame's centre unless given. */
  const zoomBy = (factor: number, cx?: number, cy?: number) => {
    const { width, height } = sizeOf(frame.current);
    setView((v) => zoomAt(v, factor, cx ?? width / 2, cy ?? height / 2, width, height));
  };

  const reset = () => setView({ scale: 1, x: 0, y: 0 });

  // The focus: brought to the frame's centre, zoomed in to at least 2, whenever it changes.
  useEffect(() => {
    if (focus === undefined) return;
    const { width, height } = sizeOf(frame.current);
    setView((v) => {
      const scale = clampScale(Math.max(v.scale, 2));
      return contain({ scale, x: width / 2 - focus.fx * width * scale, y: height / 2 - focus.fy * height * scale }, width, height);
    });
    // The point, not the object that carries it, says whether the focus moved.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [frame, focus?.fx, focus?.fy]);

  // The wheel zooms the plan, not the page: a listener that may prevent the scroll (React's is passive).
  useEffect(() => {
    const element = frame.current;
    if (!element) return;
    const onWheel = (event: WheelEvent) => {
      event.preventDefault();
      const box = element.getBoundingClientRect();
      const { width, height } = sizeOf(element);
      setView((v) => zoomAt(v, event.deltaY < 0 ? 1.2 : 1 / 1.2, event.clientX - box.left, event.clientY - box.top, width, height));
    };
    element.addEventListener('wheel', onWheel, { passive: false });
    return () => element.removeEventListener('wheel', onWheel);
  }, [frame]);

  const spreadOf = () => {
    const [a, b] = [...pointers.current.values()];
    return a && b ? Math.hypot(a.x - b.x, a.y - b.y) : undefined;
  };

  const onPointerDown = (event: ReactPointerEvent<HTMLDivElement>) => {
    pointers.current.set(event.pointerId, { x: event.clientX, y: event.clientY });
    drag.current = { startX: event.clientX, startY: event.clientY, moved: false, spread: spreadOf() };
  };

  const onPointerMove = (event: ReactPointerEvent<HTMLDivElement>) => {
    const last = pointers.current.get(event.pointerId);
    const current = drag.current;
    if (!last || !current) return;
    pointers.current.set(event.pointerId, { x: event.clientX, y: event.clientY });
    if (!current.moved && Math.hypot(event.clientX - current.startX, event.clientY - current.startY) < DRAG_THRESHOLD_PX) return;
    if (!current.moved) {
      current.moved = true;
      event.currentTarget.setPointerCapture?.(event.pointerId);
    }
    const spread = spreadOf();
    if (spread !== undefined && current.spread) {
      const box = event.currentTarget.getBoundingClientRect();
      const [a, b] = [...pointers.current.values()];
      zoomBy(spread / current.spread, (a!.x + b!.x) / 2 - box.left, (a!.y + b!.y) / 2 - box.top);
      current.spread = spread;
      return;
    }
    const { width, height } = sizeOf(frame.current);
    setView((v) => contain({ ...v, x: v.x + event.clientX - last.x, y: v.y + event.clientY - last.y }, width, height));
  };

  const onPointerEnd = (event: ReactPointerEvent<HTMLDivElement>) => {
    pointers.current.delete(event.pointerId);
    if (drag.current) drag.current.spread = spreadOf();
  };

  /** After a drag, the click that ends it chooses nothing. */
  const onClickCapture = (event: { stopPropagation: () => void; preventDefault: () => void }) => {
    if (drag.current?.moved) {
      event.stopPropagation();
      event.preventDefault();
    }
    if (pointers.current.size === 0) drag.current = undefined;
  };

  return {
    view,
    zoomBy,
    reset,
    handlers: { onPointerDown, onPointerMove, onPointerUp: onPointerEnd, onPointerCancel: onPointerEnd, onClickCapture },
  };
}
