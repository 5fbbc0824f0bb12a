/**
 * Whether an outlet is paying at an instant (the spec's subscription states: "Outlets paying or not within start_date
 * and end_date"). The stored flag says whether the outlet takes part in the subscription at all (a trial's outlets
 * do not); the dates bound it: before its start or from its end date on, it is not paying, whatever the flag says.
 * The instant is the caller's clock (the app's injectable one), never read here.
 */
export function isOutletPaying(
  outlet: { isPaying: boolean; startDate: Date | null; endDate: Date | null },
  now: Date,
): boolean {
  if (!outlet.isPaying) return false;
  if (outlet.startDate && outlet.startDate.getTime() > now.getTime()) return false;
  if (outlet.endDate && outlet.endDate.getTime() <= now.getTime()) return false;
  return true;
}
