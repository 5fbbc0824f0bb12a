import { DEFAULT_THEME, mergeMantineTheme } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { AA_TEXT_CONTRAST, contrastRatio } from './contrast';
import { cssVariablesResolver, theme } from './theme';

const resolved = mergeMantineTheme(DEFAULT_THEME, theme);
const light: Record<string, string> = cssVariablesResolver(resolved).light;
const variable = (name: string) => {
  const value = light[name];
  if (!value) throw new Error(`${name} is not set`);
  return value;
};

describe('theme contrast (WCAG 2 AA, 4.5:1 for text)', () => {
  it('computes contrast as WCAG defines it', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    // Mantine's own helper grey and error red on white: the failures issue 8 names.
    expect(contrastRatio('#868e96', '#ffffff')).toBeCloseTo(3.32, 2);
    expect(contrastRatio('#fa5252', '#ffffff')).toBeCloseTo(3.28, 2);
  });

  it('helper text reads on white, on the page grey and on hovered rows', () => {
    for (const surface of ['#ffffff', resolved.colors.gray[0], resolved.colors.gray[1]]) {
      expect(contrastRatio(variable('--mantine-color-dimmed'), surface)).toBeGreaterThanOrEqual(
        AA_TEXT_CONTRAST,
      );
    }
  });

  it('error messages read on white', () => {
    expect(contrastRatio(variable('--mantine-color-error'), '#ffffff')).toBeGreaterThanOrEqual(
      AA_TEXT_CONTRAST,
    );
  });

  it.each(Object.keys(resolved.colors))(
    '%s: light badges and banners, filled buttons with white text',
    (name) => {
      const shades = resolved.colors[name]!;
      expect(
        contrastRatio(variable(`--mantine-color-${name}-light-color`), shades[1]),
      ).toBeGreaterThanOrEqual(AA_TEXT_CONTRAST);
      expect(contrastRatio(variable(`--mantine-color-${name}-filled`), '#ffffff')).toBeGreaterThanOrEqual(
        AA_TEXT_CONTRAST,
      );
    },
  );
});
