// How wide a form drawer is and how many columns its form uses: a long form (more than LONG_FORM_FIELDS
// fields) on a wide screen gets a wider drawer and two columns; anything else one column in the usual
// drawer. Pure.

/** The usual width of a form or detail drawer. */
export const DRAWER_WIDTH = 720;
/** The width of a long form's drawer on a wide screen. */
export const WIDE_DRAWER_WIDTH = 960;
/** A form with more fields than this is long. */
export const LONG_FORM_FIELDS = 12;
/** The narrowest form that takes two columns. */
export const TWO_COLUMN_MIN_WIDTH = 900;
/** Room the screen keeps beside a wide drawer (the sidebar stays visible). */
const SCREEN_MARGIN = 200;

/** The drawer width for a form of `fieldCount` fields on a screen `screenWidth` pixels wide. */
export function formDrawerWidth(fieldCount: number, screenWidth: number): number {
  return fieldCount > LONG_FORM_FIELDS && screenWidth >= WIDE_DRAWER_WIDTH + SCREEN_MARGIN ? WIDE_DRAWER_WIDTH : DRAWER_WIDTH;
}

/** Columns of a form of `fieldCount` fields in a container `width` pixels wide: 2 for a long form at ≥ 900 px. */
export function formColumns(fieldCount: number, width: number): 1 | 2 {
  return fieldCount > LONG_FORM_FIELDS && width >= TWO_COLUMN_MIN_WIDTH ? 2 : 1;
}
