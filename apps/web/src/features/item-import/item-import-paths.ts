/** The screen's address (the router and the permission entry name it). */
export const ITEM_IMPORT_PATH = '/v2/library/list/import';
/**
 * The Item list, by its old address: the redirect map sends it to the /v2 screen while that one is live
 * (docs/spec-notes.md, decided reading 2), so the link holds whichever screen the business has.
 */
export const ITEM_LIST_PATH = '/library/list';
/** The import being previewed or run, kept in the address so a reload comes back to it. */
export const IMPORT_PARAM = 'import';
