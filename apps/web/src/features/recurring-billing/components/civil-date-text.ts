import { parseISO } from 'date-fns';
import { formatDate } from '../../../lib/format/format-date';

/** A civil date (`YYYY-MM-DD`, already on the business's calendar) read as that day, not as UTC midnight. */
export const civilDateText = (value: string | null | undefined, language: string) =>
  value ? formatDate(parseISO(value), language) : '';
