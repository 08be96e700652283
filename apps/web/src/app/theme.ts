import { createTheme, type MantineColorsTuple } from '@mantine/core';

/** Hookline's indigo, the primary colour of buttons, links and focus rings. */
const hookline: MantineColorsTuple = [
  '#f0edff',
  '#ddd7ff',
  '#b9acff',
  '#937dff',
  '#7356fe',
  '#5f3dfe',
  '#5431fe',
  '#4524e3',
  '#3c1ecb',
  '#2f16b3',
];

export const theme = createTheme({
  primaryColor: 'hookline',
  primaryShade: { light: 6, dark: 4 },
  colors: { hookline },
  fontFamily:
    'Inter, ui-sans-serif, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
  headings: { fontWeight: '700' },
  defaultRadius: 'md',
  cursorType: 'pointer',
  components: {
    Button: { defaultProps: { radius: 'md' } },
    TextInput: { defaultProps: { size: 'md' } },
    PasswordInput: { defaultProps: { size: 'md' } },
    Tooltip: { defaultProps: { withArrow: true, openDelay: 150 } },
  },
});
