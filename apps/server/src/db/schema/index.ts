// The schema is split by area; drizzle and drizzle-kit need it as one module.
export * from './tenancy.js';
export * from './access.js';
export * from './sessions.js';
export * from './platform.js';
export * from './catalog.js';
export * from './checkout.js';
export * from './customers.js';
export * from './sales.js';
export * from './refunds.js';
export * from './marketing.js';
export * from './rollups.js';
export * from './realtime.js';
export * from './files.js';
export * from './exports.js';
export * from './qris.js';
export * from './billing.js';
export * from './pos.js';
