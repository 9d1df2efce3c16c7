/** Full turns the wheel makes before it stops, so the landing reads as a spin and not a nudge. */
export const SPIN_TURNS = 5;

/**
 * The wheel's rotation, in degrees clockwise, that brings the middle of slice `index` (of `count`
 * equal slices, slice 0 starting at the top and going clockwise) under the pointer at the top,
 * after at least `SPIN_TURNS` full turns beyond `from`.
 */
export function landingRotation(index: number, count: number, from = 0): number {
  const slice = 360 / count;
  const middle = index * slice + slice / 2;
  // The slice's middle is at `middle` degrees; turning the wheel by 360 − middle brings it to the top.
  const target = (360 - middle) % 360;
  const start = Math.ceil(from / 360) * 360;
  return start + SPIN_TURNS * 360 + target;
}

/** The SVG path of slice `index` of `count` on a circle of radius `r` centred at (r, r), starting at the top. */
export function slicePath(index: number, count: number, r: number): string {
  const point = (degrees: number) => {
    const radians = ((degrees - 90) * Math.PI) / 180;
    return `${(r + r * Math.cos(radians)).toFixed(3)} ${(r + r * Math.sin(radians)).toFixed(3)}`;
  };
  const slice = 360 / count;
  const large = slice > 180 ? 1 : 0;
  return `M ${r} ${r} L ${point(index * slice)} A ${r} ${r} 0 ${large} 1 ${point((index + 1) * slice)} Z`;
}

/** Black or white text, whichever reads better on `hex` (WCAG relative luminance). */
export function textColorOn(hex: string): '#000000' | '#ffffff' {
  const channel = (offset: number) => {
    const value = parseInt(hex.slice(offset, offset + 2), 16) / 255;
    return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  };
  const luminance = 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5);
  return (luminance + 0.05) / 0.05 > 1.05 / (luminance + 0.05) ? '#000000' : '#ffffff';
}
