/**
 * Where the chart zoom animations aim (presentation only; the chart geometry itself is in
 * @gamespeed/domain). Boxes are in SVG user units; `padY` is extra room above and below the
 * viewBox inside the animated box (the hexagon's capped points may leave its viewBox).
 */
import type { Point } from '@gamespeed/domain';

export interface Box {
  width: number;
  height: number;
  /** Padding above and below the viewBox inside the animated element, in the same units. */
  padY?: number;
}

/** Scale of the zoomed main triangle as it fades out (docs/product/screens.md; the factor is a choice). */
export const TRIANGLE_ZOOM_SCALE = 2.5;
/** Scale of the zoomed hexagon (a choice: one vertex and its neighbourhood fill the frame). */
export const HEXAGON_ZOOM_SCALE = 2;

/** `point` as a fraction of the animated box: the origin of a scale (see `cssOrigin`). */
export function originOf(point: Point, box: Box): { originX: number; originY: number } {
  const padY = box.padY ?? 0;
  return { originX: point.x / box.width, originY: (point.y + padY) / (box.height + 2 * padY) };
}

/**
 * Scale `scale` about the box centre and translate (in % of the box, as CSS `translate` takes)
 * so that `point` lands on the centre: p ↦ c + s·(p − c) + t with t = −s·(p − c).
 */
export function zoomOnto(
  point: Point,
  box: Box,
  scale: number,
): { scale: number; x: string; y: string } {
  const padY = box.padY ?? 0;
  const height = box.height + 2 * padY;
  const tx = (-scale * (point.x - box.width / 2)) / box.width;
  const ty = (-scale * (point.y + padY - height / 2)) / height;
  const percent = (v: number) => `${Math.round(v * 10_000) / 100}%`;
  return { scale, x: percent(tx), y: percent(ty) };
}

/** The resting state of a zoomable chart. */
export const UNZOOMED = { scale: 1, x: '0%', y: '0%' } as const;

/** An `originOf` result as a CSS `transform-origin`. */
export function cssOrigin({ originX, originY }: { originX: number; originY: number }): string {
  return `${originX * 100}% ${originY * 100}%`;
}

/** A zoom (`zoomOnto`, `UNZOOMED`) as a CSS `transform`: translate first, then scale about the centre. */
export function cssTransform({ scale, x, y }: { scale: number; x: string; y: string }): string {
  return `translate(${x}, ${y}) scale(${scale})`;
}
