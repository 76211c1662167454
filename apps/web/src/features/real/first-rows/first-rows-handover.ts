/**
 * The hand-over between the quotation list's first rows, painted as plain DOM before React and antd have loaded
 * (paint-first-rows.ts), and the app: the painted rows lie over the page until the app shows a page of its own, and
 * are never painted once it has. Free of React: the entry's code and the app's both use it.
 */

/** Id of the painted first rows' element (a child of body, over #root). */
export const FIRST_ROWS_ID = 'first-rows';

let appShown = false;

/** Whether the app has shown a page: from then on no first rows are painted. */
export function appHasShown(): boolean {
  return appShown;
}

/**
 * The app shows a page (called in the layout effect of its commit): no first rows are painted from now on, and those
 * painted go unless the page is the quotation list, whose own rows take them away (releaseFirstRows).
 */
export function pageShown(keepFirstRows: boolean, root: Pick<Document, 'getElementById'> = document): void {
  appShown = true;
  if (!keepFirstRows) releaseFirstRows(root);
}

/**
 * Takes the painted rows away, in the commit that shows the app's own page (a layout effect, so both never show in one
 * frame and nothing blinks in between), and keeps any from being painted later.
 */
export function releaseFirstRows(root: Pick<Document, 'getElementById'> = document): void {
  appShown = true;
  root.getElementById(FIRST_ROWS_ID)?.remove();
}

/** Tests only: back to a page that has shown nothing. */
export function resetFirstRowsHandover(): void {
  appShown = false;
}
