import { createTheme, type MantineColorsTuple } from '@mantine/core';

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
