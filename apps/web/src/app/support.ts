import { paths } from './paths';

/**
 * The spec names a help link but not its target. A deployment sets VITE_HELP_URL (a help centre); without one the
 * link opens the in-app help page, which gives the support phone.
 */
export const HELP_URL: string = import.meta.env.VITE_HELP_URL || paths.help;
