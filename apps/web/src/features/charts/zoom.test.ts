import { describe, expect, it } from 'vitest';
import { cssOrigin, cssTransform, originOf, UNZOOMED, zoomOnto } from './zoom';

describe('originOf', () => {
  it('is the point as a fraction of the box, padding included', () => {
    expect(originOf({ x: 100, y: 95 }, { width: 400, height: 380 })).toEqual({
      originX: 0.25,
      originY: 0.25,
    });
    expect(originOf({ x: 250, y: 0 }, { width: 500, height: 460, padY: 25 })).toEqual({
      originX: 0.5,
      originY: 25 / 510,
    });
  });
});

describe('zoomOnto', () => {
  it('does not move the centre', () => {
    const t = zoomOnto({ x: 250, y: 230 }, { width: 500, height: 460, padY: 25 }, 2);
    expect(parseFloat(t.x)).toBeCloseTo(0);
    expect(parseFloat(t.y)).toBeCloseTo(0);
  });

  it('brings a point to the centre of the box after scaling', () => {
    const box = { width: 500, height: 460, padY: 25 };
    const point = { x: 400, y: 100 };
    const { scale, x, y } = zoomOnto(point, box, 2);
    const w = 500;
    const h = 510;
    // p ↦ c + s(p − c) + t, in box units (the animated box includes the padding).
    const px = w / 2 + scale * (point.x - w / 2) + (parseFloat(x) / 100) * w;
    const py = h / 2 + scale * (point.y + 25 - h / 2) + (parseFloat(y) / 100) * h;
    expect(px).toBeCloseTo(w / 2, 0);
    expect(py).toBeCloseTo(h / 2, 0);
  });
});

describe('cssOrigin and cssTransform', () => {
  it('write the origin and the zoom as CSS', () => {
    expect(cssOrigin({ originX: 0.25, originY: 0.5 })).toBe('25% 50%');
    expect(cssTransform({ scale: 2, x: '-10%', y: '5.5%' })).toBe('translate(-10%, 5.5%) scale(2)');
    expect(cssTransform(UNZOOMED)).toBe('translate(0%, 0%) scale(1)');
  });
});
