import { type RefObject, useLayoutEffect } from 'react';

/** How a layer looks when it is out of view; in view it is opaque and untransformed. */
export interface LayerOut {
  opacity: number;
  transform: string;
}

/** Durations (ms) and CSS easings of the transform and the opacity, which may differ. */
export interface LayerTiming {
  transformMs: number;
  transformEasing: string;
  opacityMs: number;
  opacityEasing: string;
}

const IN_VIEW: LayerOut = { opacity: 1, transform: 'none' };

/**
 * Animates a layer in when it mounts and out when `shown` turns false, with the Web Animations
 * API (`element.animate`). The parent keeps the layer mounted while it leaves (for the length of
 * its transition) and then removes it. A duration of 0 (reduced motion) is a cut; where the API
 * is missing (jsdom) the layer simply appears and disappears.
 */
export function useLayerAnimation(
  ref: RefObject<HTMLElement | null>,
  shown: boolean,
  out: LayerOut,
  timing: LayerTiming,
): void {
  const { opacity, transform } = out;
  const { transformMs, transformEasing, opacityMs, opacityEasing } = timing;
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element || typeof element.animate !== 'function') return;
    const from = shown ? { opacity, transform } : IN_VIEW;
    const to = shown ? IN_VIEW : { opacity, transform };
    // Leaving, the layer holds its last frame until it is removed.
    const fill: FillMode = shown ? 'none' : 'forwards';
    const animations = [
      element.animate([{ transform: from.transform }, { transform: to.transform }], {
        duration: transformMs,
        easing: transformEasing,
        fill,
      }),
      element.animate([{ opacity: from.opacity }, { opacity: to.opacity }], {
        duration: opacityMs,
        easing: opacityEasing,
        fill,
      }),
    ];
    return () => {
      for (const animation of animations) animation.cancel();
    };
  }, [ref, shown, opacity, transform, transformMs, transformEasing, opacityMs, opacityEasing]);
}
