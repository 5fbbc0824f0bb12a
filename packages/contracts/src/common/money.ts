import { z } from 'zod';

/** Money is integer Rupiah everywhere: no decimals, ever. */
export const rupiahSchema = z.number().int().safe();
export type Rupiah = z.infer<typeof rupiahSchema>;
