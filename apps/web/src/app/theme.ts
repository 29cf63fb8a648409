import {
  createTheme,
  type ComboboxProps,
  type CSSVariablesResolver,
  type DrawerProps,
  type MantineColorsTuple,
  type MenuProps,
  type ModalProps,
  type PaginationProps,
  type PasswordInputProps,
} from '@mantine/core';

// Contrast (WCAG 2.1 AA, 4.5:1 for text). Mantine's filled colour is shade 8 here (white on blue-6 is
// 3.6:1, on blue-8 5.0:1), its light variant writes shade 9 on shade 1, and text in a colour uses the
// filled shade. Shades 7-9 of the palettes below are Mantine's, darkened until white on 8, 8 on the
// page backgrounds and 9 on 1 all reach 4.7:1 (shades 0-6 are Mantine's own).
const colors: Record<string, MantineColorsTuple> = {
  red: ['#fff5f5', '#ffe3e3', '#ffc9c9', '#ffa8a8', '#ff8787', '#ff6b6b', '#fa5252', '#e91212', '#d62020', '#c32929'],
  cyan: ['#e3fafc', '#c5f6fa', '#99e9f2', '#66d9e8', '#3bc9db', '#22b8cf', '#15aabf', '#0d8091', '#0b788a', '#0b7285'],
  teal: ['#e6fcf5', '#c3fae8', '#96f2d7', '#63e6be', '#38d9a9', '#20c997', '#12b886', '#0a8560', '#087c58', '#087756'],
  green: ['#ebfbee', '#d3f9d8', '#b2f2bb', '#8ce99a', '#69db7c', '#51cf66', '#40c057', '#298439', '#257d36', '#267937'],
  lime: ['#f4fce3', '#e9fac8', '#d8f5a2', '#c0eb75', '#a9e34b', '#94d82d', '#82c91e', '#51810f', '#49790b', '#4b780b'],
  yellow: [
    '#fff9db',
    '#fff3bf',
    '#ffec99',
    '#ffe066',
    '#ffd43b',
    '#fcc419',
    '#fab005',
    '#a26900',
    '#9e5c00',
    '#a65600',
  ],
  orange: [
    '#fff4e6',
    '#ffe8cc',
    '#ffd8a8',
    '#ffc078',
    '#ffa94d',
    '#ff922b',
    '#fd7e14',
    '#c35106',
    '#bc480a',
    '#b83d0d',
  ],
};

/** How a calendar heads its month and year views. */
const CALENDAR_LABELS = { monthLabelFormat: 'YYYY年M月', yearLabelFormat: 'YYYY年' } as const;

export const theme = createTheme({
  primaryColor: 'blue',
  primaryShade: 8,
  colors,
  defaultRadius: 'sm',
  // Someone who asked their system for less motion gets dialogs, menus and notifications without
  // their animations (WCAG 2.3.3).
  respectReducedMotion: true,
  fontFamily:
    '-apple-system, BlinkMacSystemFont, "PingFang SC", "Microsoft YaHei", "Noto Sans CJK SC", "Noto Sans SC", sans-serif',
  components: {
    // Links are underlined: in running text colour alone does not tell them apart (WCAG 1.4.1).
    Anchor: { defaultProps: { underline: 'always' } },
    // Mantine puts an empty role="presentation" focus holder with tabindex in the menu (not a
    // menuitem, so role="menu" breaks its required children); without it the first item gets the
    // focus, which is what the keyboard needs anyway.
    // The × that clears a date or a select is a button and needs a name.
    InputClearButton: { defaultProps: { 'aria-label': '清除' } },
    Menu: { defaultProps: { withInitialFocusPlaceholder: false } satisfies MenuProps },
    // A select's option list is in the DOM only while it is open (Mantine keeps it mounted, hidden, by
    // default): a kept list is positioned again each time its page is shown, and measuring it forced
    // a style and layout pass before the page could appear.
    // The input points at its list (aria-controls) only while open either way.
    Combobox: { defaultProps: { keepMounted: false } satisfies ComboboxProps },
    // A status is read in full: a badge is never narrower than its text (Mantine lets it shrink in a
    // row or a table cell and cuts it to 申…); the column or the row makes room instead.
    Badge: { styles: { root: { flexShrink: 0, minWidth: 'max-content' } } },
    // A dialog's × needs a name (axe: button-name); not 关闭, which dialogs use for their own button.
    Modal: { defaultProps: { closeButtonProps: { 'aria-label': '关闭窗口' } } satisfies Partial<ModalProps> },
    Drawer: { defaultProps: { closeButtonProps: { 'aria-label': '关闭窗口' } } satisfies Partial<DrawerProps> },
    // Calendars head their month as 2026年11月 (dayjs' zh-cn month name would read 十一月 2026).
    DateInput: { defaultProps: CALENDAR_LABELS },
    DatePickerInput: { defaultProps: CALENDAR_LABELS },
    DateTimePicker: { defaultProps: CALENDAR_LABELS },
    // The eye button of a password field is named in the page's language (Mantine's own is English).
    PasswordInput: {
      defaultProps: {
        visibilityToggleButtonProps: { 'aria-label': '显示或隐藏密码' },
      } satisfies Partial<PasswordInputProps>,
    },
    // The arrows need names a screen reader can say (the page numbers have their text).
    // Plain objects, not Component.extend(): the theme is in the login page's bundle, these components are not.
    Pagination: {
      defaultProps: {
        getControlProps: (control) => ({
          'aria-label': { first: '第一页', previous: '上一页', next: '下一页', last: '最后一页' }[control],
        }),
      } satisfies Partial<PaginationProps>,
    },
  },
});

// The light variant's hover background is shade 2 in Mantine, where shade 9 text falls to about 4:1;
// here it is shade 1 with a fifth of shade 2 (every palette at 4.55:1 or more), still a visible change.
const LIGHT_VARIANT_COLORS = [
  'blue',
  'red',
  'orange',
  'yellow',
  'lime',
  'green',
  'teal',
  'cyan',
  'indigo',
  'violet',
  'grape',
  'pink',
];
const lightHover = Object.fromEntries(
  LIGHT_VARIANT_COLORS.map((c) => [
    `--mantine-color-${c}-light-hover`,
    `color-mix(in srgb, var(--mantine-color-${c}-1) 80%, var(--mantine-color-${c}-2))`,
  ]),
);

/** Dimmed text, placeholders and field errors dark enough for 4.5:1 on white and on the grey page background. */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    ...lightHover,
    '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
    '--mantine-color-placeholder': '#6b7079',
    // Field errors (Mantine uses red-6 here, 3.3:1).
    '--mantine-color-error': 'var(--mantine-color-red-8)',
  },
  dark: {},
});
