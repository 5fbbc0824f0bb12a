/**
 * The Indonesian table of a namespace must have exactly the keys of the English one; this type makes a missing
 * or extra key a compile error instead of a raw key on screen.
 */
export type Translations<T> = { [K in keyof T]: T[K] extends string ? string : Translations<T[K]> };
