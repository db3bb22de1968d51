import { classes, themeClasses } from '../../../lib/theme-classes.ts';

export type StatusChipProps = {
  /** Open (active) or closed to new records. */
  open: boolean;
  label: string;
  size?: 'small' | 'medium';
};

/*
 * Drawn as MUI's chip looks (filled success when open, outlined grey when closed), from plain
 * elements styled once per theme: a list page draws 50 of them at once, and MUI's chip works
 * out its styles, with every colour's variant, for each one.
 */
const useChipClasses = themeClasses((theme) => {
  const light = theme.palette.mode === 'light';
  return {
    chip: {
      display: 'inline-flex',
      alignItems: 'center',
      justifyContent: 'center',
      boxSizing: 'border-box',
      maxWidth: '100%',
      height: 32,
      borderRadius: 16,
      verticalAlign: 'middle',
      whiteSpace: 'nowrap',
      fontFamily: theme.typography.fontFamily,
      fontSize: theme.typography.pxToRem(13),
      fontWeight: 600,
      lineHeight: 1.5,
      '& > svg': {
        flexShrink: 0,
        width: '1em',
        height: '1em',
        fontSize: theme.typography.pxToRem(24),
        marginInlineStart: 5,
        marginInlineEnd: -6,
      },
      '& > span': { overflow: 'hidden', textOverflow: 'ellipsis', paddingInline: 12 },
    },
    small: {
      height: 24,
      '& > svg': { fontSize: 18, marginInlineStart: 4, marginInlineEnd: -4 },
      '& > span': { paddingInline: 8 },
    },
    open: {
      backgroundColor: theme.palette.success.main,
      color: theme.palette.success.contrastText,
    },
    closed: {
      border: `1px solid ${light ? theme.palette.grey[400] : theme.palette.grey[700]}`,
      color: theme.palette.text.primary,
      '& > svg': { color: light ? theme.palette.grey[700] : theme.palette.grey[300] },
      '& > span': { paddingInline: 11 },
    },
    closedSmall: { '& > svg': { marginInlineStart: 2 }, '& > span': { paddingInline: 7 } },
  };
});

/** A circle with a tick: open. */
function OpenMark() {
  return (
    <svg viewBox="0 0 24 24" aria-hidden focusable="false">
      <g fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
        <circle cx="12" cy="12" r="9" />
        <path d="M7.8 12.3l2.9 2.9 5.6-5.6" strokeLinejoin="round" />
      </g>
    </svg>
  );
}

/** A padlock: closed. */
function ClosedMark() {
  return (
    <svg viewBox="0 0 24 24" aria-hidden focusable="false">
      <g fill="none" stroke="currentColor" strokeWidth="2">
        <rect x="5" y="10" width="14" height="11" rx="2" />
        <path d="M8 10V7a4 4 0 0 1 8 0v3" />
      </g>
      <circle cx="12" cy="15.5" r="1.6" fill="currentColor" />
    </svg>
  );
}

/** A green 'Active' or grey 'Closed' chip, for flocks and farms. */
export function StatusChip({ open, label, size = 'small' }: StatusChipProps) {
  const names = useChipClasses();
  const small = size === 'small';
  return (
    <span
      data-testid="status-chip"
      className={classes(
        names.chip,
        small && names.small,
        open ? names.open : names.closed,
        !open && small && names.closedSmall,
      )}
    >
      {open ? <OpenMark /> : <ClosedMark />}
      <span>{label}</span>
    </span>
  );
}
