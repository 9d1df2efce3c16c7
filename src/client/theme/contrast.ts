import { darken, decomposeColor, getContrastRatio, lighten, recomposeColor, rgbToHex } from '@mui/material/styles';

/** `#rrggbb`, channels rounded as the browser does (MUI's lighten and darken leave fractions). */
export function toHex(color: string): string {
  const { values } = decomposeColor(color);
  return rgbToHex(recomposeColor({ type: 'rgb', values: [Math.round(values[0]), Math.round(values[1]), Math.round(values[2])] }));
}

/** A colour laid over another with some opacity, as the browser paints it (sRGB, no gamma correction). */
export function over(base: string, overlay: string, opacity?: number): string {
  const below = decomposeColor(base).values;
  const above = decomposeColor(overlay).values;
  const strength = opacity ?? (above.length === 4 ? above[3] : 1);
  const channel = (index: number) => Math.round(below[index] * (1 - strength) + above[index] * strength);
  return toHex(recomposeColor({ type: 'rgb', values: [channel(0), channel(1), channel(2)] }));
}

/** What `filter: grayscale(1)` turns a colour into: CSS filter functions mix the sRGB channels with the luma weights. */
export function grayscale(color: string): string {
  const [red, green, blue] = decomposeColor(color).values;
  const grey = Math.round(0.2126 * red + 0.7152 * green + 0.0722 * blue);
  return toHex(recomposeColor({ type: 'rgb', values: [grey, grey, grey] }));
}

/** The contrast the user sees: in monochrome mode, the worse of the colours and of their greys. */
export function contrastSeen(foreground: string, background: string, isMonochrome: boolean): number {
  const ratio = getContrastRatio(foreground, background);
  return isMonochrome ? Math.min(ratio, getContrastRatio(grayscale(foreground), grayscale(background))) : ratio;
}

type ContrastGoal = {
  /** The foreground and background pairs to check for a candidate shade (it is one or the other, or tints one). */
  pairs: (shade: string) => [foreground: string, background: string][];
  ratio: number;
  /** Lighter for text on dark surfaces, darker for text on light ones or for a surface under white text. */
  towards: 'lighter' | 'darker';
  isMonochrome: boolean;
};

const STEPS = 100;

/**
 * The least lightened (or darkened) shade of `color`, in hundredths, whose every pair reaches the ratio; white or
 * black if none does. Contrast only grows as the shade moves away from the surfaces, so a bisection finds it.
 */
export function shadeReaching(color: string, goal: ContrastGoal): string {
  const shift = goal.towards === 'lighter' ? lighten : darken;
  const shadeAt = (step: number) => toHex(shift(color, step / STEPS));
  const reaches = (shade: string) =>
    goal.pairs(shade).every(([foreground, background]) => contrastSeen(foreground, background, goal.isMonochrome) >= goal.ratio);
  if (reaches(shadeAt(0))) return shadeAt(0);
  let [failing, passing] = [0, STEPS];
  while (passing - failing > 1) {
    const middle = Math.floor((failing + passing) / 2);
    if (reaches(shadeAt(middle))) passing = middle;
    else failing = middle;
  }
  return shadeAt(passing);
}
