import { useMemo } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { type ReportFilters, filtersSearch, readFilters } from './report-filters';

/**
 * The report's filters read from the address, and a change written back to it as a new history entry, so Back
 * returns to the previous choice (docs/decisions/0235). `today` is the outlets' today.
 */
export function useReportFilters(today: Date): [ReportFilters, (next: ReportFilters) => void] {
  const location = useLocation();
  const navigate = useNavigate();
  const day = today.toDateString();
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the filters change with the address and the day only
  const filters = useMemo(() => readFilters(location.search, today), [location.search, day]);
  const change = (next: ReportFilters) =>
    void navigate({ pathname: location.pathname, search: filtersSearch(next) });
  return [filters, change];
}
