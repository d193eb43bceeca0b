/** The same tree as `T` with every leaf a string: a missing or extra key fails the type check. */
export type Strings<T> = { [K in keyof T]: T[K] extends string ? string : Strings<T[K]> };
