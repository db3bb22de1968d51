/** Where a button's menu opens: below the button, lined up with its end. */
export const BELOW_BUTTON_END = {
  anchorOrigin: { vertical: 'bottom', horizontal: 'right' },
  transformOrigin: { vertical: 'top', horizontal: 'right' },
} as const;
