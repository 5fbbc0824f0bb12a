/** The support phone shown in the sidebar, on the help page and wherever a screen sends merchants to support. */
export const SUPPORT_PHONE = '1500970';
