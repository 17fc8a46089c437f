/** The type of a translation: the Spanish source's keys, any string as value. */
export type Shape<T> = { [K in keyof T]: T[K] extends string ? string : Shape<T[K]> };
