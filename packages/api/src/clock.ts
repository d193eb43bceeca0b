/** The server's only clock; tests pass a fixed one. */
export type Clock = () => Date;
export const systemClock: Clock = () => new Date();
