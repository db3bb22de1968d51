import type { LayoutConfig } from '../settings/settings-types.ts';

/*
 * The shell's floating buttons (the theme settings button at the window's bottom end, the
 * navbar button at its bottom start when there is no toolbar) sit in a band along the bottom
 * of the window under which no content is drawn: the footer when it is fixed there (it keeps
 * room at its ends), else space kept free at the end of the page. The navbar's list ends with
 * the same band. So every field, avatar and last row can be brought clear of the buttons.
 */

/** Height of the band: the footer's height. */
export const FLOATING_BAND_HEIGHT = 56;
/** Room kept at an end of the footer for a button: the button and a gap. */
export const FLOATING_BUTTON_ROOM = 56;
/** The settings button: a square tab on the window's edge, centred in the band. */
export const SETTINGS_BUTTON_SIZE = 44;
/** The navbar button: a small round button, centred in the band. */
export const NAVBAR_BUTTON_SIZE = 40;

/** Distance from the window's bottom that centres a button of this size in the band. */
export function bandOffset(size: number): number {
  return (FLOATING_BAND_HEIGHT - size) / 2;
}

/** Whether the footer, fixed to the window's bottom, is the band (else the page keeps it free). */
export function footerHoldsBand(config: LayoutConfig): boolean {
  return config.footer.display && config.footer.style === 'fixed';
}

/** Whether the floating navbar button shows: the navbar is shown without a toolbar. */
export function showsNavbarButton(config: LayoutConfig): boolean {
  return config.navbar.display && !config.toolbar.display;
}
