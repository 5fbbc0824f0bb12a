import { darken } from '@mantine/core';

/** WCAG 2 AA for normal-size text (1.4.3); nearly all of the back office's text is 16 px or smaller. */
export const AA_TEXT_CONTRAST = 4.5;

function channels(hex: string): [number, number, number] {
  const value = hex.replace('#', '');
  const full = value.length === 3 ? [...value].map((digit) => digit + digit).join('') : value;
  return [0, 2, 4].map((start) => parseInt(full.slice(start, start + 2), 16) / 255) as [
    number,
    number,
    number,
  ];
}

function relativeLuminance(hex: string): number {
  const [r, g, b] = channels(hex).map((channel) =>
    channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4,
  ) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** The WCAG 2 contrast ratio of two #rrggbb colours (1 to 21). */
export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x) as [
    number,
    number,
  ];
  return (light + 0.05) / (dark + 0.05);
}

function toHex(color: string): string {
  const rgb = /rgba?\((\d+),\s*(\d+),\s*(\d+)/.exec(color);
  if (!rgb) return color;
  return `#${rgb
    .slice(1, 4)
    .map((part) => Number(part).toString(16).padStart(2, '0'))
    .join('')}`;
}

/**
 * The colour itself when it already reads at AA on the background, otherwise the same hue darkened in small steps
 * until it does: brand colours keep their character and every screen gets legible text from the theme.
 */
export function readableOn(background: string, color: string, target = AA_TEXT_CONTRAST): string {
  let candidate = toHex(color);
  for (let step = 1; contrastRatio(candidate, background) < target && step <= 20; step += 1) {
    candidate = toHex(darken(color, step * 0.04));
  }
  return candidate;
}
