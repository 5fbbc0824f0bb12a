import { integer } from 'drizzle-orm/pg-core';
import { businesses } from './identity.js';

/** The tenant key every tenant table carries and leads its indexes with (ARCHITECTURE §5). */
export const businessId = () =>
  integer('business_id')
    .notNull()
    .references(() => businesses.id, { onDelete: 'cascade' });
