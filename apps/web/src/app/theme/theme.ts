import {
  type CSSVariablesResolver,
  createTheme,
  darken,
  type MantineColorsTuple,
  type MantineThemeOverride,
  mergeThemeOverrides,
} from '@mantine/core';
import { readableOn } from './contrast';

/** A calm blue that reads well on the white work surfaces merchants stare at all day. */
const brand: MantineColorsTuple = [
  '#eef3ff',
  '#dce4f9',
  '#b6c6f0',
  '#8da6e8',
  '#6a8be1',
  '#5479dd',
  '#4870dc',
  '#3960c4',
  '#3055b0',
  '#23499c',
];

const WHITE = '#ffffff';

export const theme = createTheme({
  primaryColor: 'brand',
  primaryShade: { light: 7, dark: 5 },
  colors: { brand },
  fontFamily:
    'Inter, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif, "Apple Color Emoji", "Segoe UI Emoji"',
  headings: { fontWeight: '650' },
  defaultRadius: 'md',
  cursorType: 'pointer',
  // A visible ring whenever the keyboard moves focus, never on mouse clicks.
  focusRing: 'auto',
  components: {
    Button: { defaultProps: { radius: 'md' } },
    Modal: { defaultProps: { radius: 'md', overlayProps: { backgroundOpacity: 0.45, blur: 2 } } },
    Paper: { defaultProps: { radius: 'md' } },
  },
});

/**
 * The theme in the UI language: Mantine names the close buttons of dialogs, drawers and toasts in no language at
 * all, so every one of them gets "Close"/"Tutup" here instead of each screen remembering to pass it.
 */
export function localizedTheme(closeLabel: string): MantineThemeOverride {
  const closeButtonProps = { 'aria-label': closeLabel };
  return mergeThemeOverrides(
    theme,
    createTheme({
      components: {
        Modal: { defaultProps: { closeButtonProps } },
        Drawer: { defaultProps: { closeButtonProps } },
        Notification: { defaultProps: { closeButtonProps } },
      },
    }),
  );
}

/**
 * Mantine's light scheme puts helper text (gray.6, 3.3:1), error text (red.6, 3.3:1), white on red buttons and
 * several light badges below WCAG AA. These variables lift each to 4.5:1 on the surface it is drawn on (helper
 * text on gray.1, the darkest surface it meets: hovered rows and the page behind cards), here
 * once, so every screen inherits them (decision 0022).
 */
export const cssVariablesResolver: CSSVariablesResolver = (resolved) => {
  const light: Record<string, string> = {
    '--mantine-color-dimmed': readableOn(resolved.colors.gray[1], resolved.colors.gray[6]),
    '--mantine-color-error': readableOn(WHITE, resolved.colors.red[7]),
    '--mantine-color-placeholder': readableOn(WHITE, resolved.colors.gray[6]),
  };
  const shade =
    typeof resolved.primaryShade === 'number' ? resolved.primaryShade : resolved.primaryShade.light;
  for (const [name, shades] of Object.entries(resolved.colors)) {
    // Light variants: the darkest shade as text on shade 1 (badges, light buttons, banners).
    light[`--mantine-color-${name}-light-color`] = readableOn(shades[1], shades[9]);
    // Filled variants carry white text; `c="red"` text uses the same value, on white.
    const filled = readableOn(WHITE, shades[shade]);
    light[`--mantine-color-${name}-filled`] = filled;
    light[`--mantine-color-${name}-filled-hover`] = darken(filled, 0.1);
  }
  return { variables: {}, light, dark: {} };
};
