import { salesReportsEn } from './sales-reports.en';
import { salesReportsId } from './sales-reports.id';

/** Both languages in one chunk: the screen loads them together, and the shell names one import instead of two. */
export const salesReportsTables = { en: salesReportsEn, id: salesReportsId };
