/** The middle value of `values` (the upper of the two middle ones for an even count). */
export const median = (values: number[]) => values.toSorted((a, b) => a - b)[values.length >> 1];
